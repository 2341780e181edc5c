import { defineCommand } from './command.js';
import { sourceOptions } from '../source-flags.js';
import { SpecforgeError } from '../../errors.js';
import { commandSettings, configOption } from '../settings.js';
import { MOCK_DEFAULTS } from '../../mock/defaults.js';
import { chosenVersion, plainSource, versionOption, versionSettings } from '../versions.js';
import { oneLine } from '../../util/terminal-text.js';

/**
 * `specforge mock <source>`: a stateful mock installation on 127.0.0.1 (the same engine
 * as the generated MSW handlers). Prints its base URL and users, then serves until
 * interrupted. The library is imported inside `run`, so start-up stays short.
 */
export const mockCommand = defineCommand({
  name: 'mock [source]',
  describe: 'Run a stateful mock installation on 127.0.0.1',
  builder: (y) =>
    configOption(versionOption(sourceOptions(y)))
      .option('port', {
        type: 'number',
        describe: `Port on 127.0.0.1 (0: any free port) [default: ${MOCK_DEFAULTS.port}]`,
      })
      .option('seed', {
        type: 'number',
        describe: `Seed of the generated data and ids [default: ${MOCK_DEFAULTS.seed}]`,
      })
      .option('users', {
        type: 'string',
        describe: 'Users file (JSON list of username, password, access, permissions)',
      })
      .option('latency', {
        type: 'number',
        describe: `Delay before every response, in ms [default: ${MOCK_DEFAULTS.latencyMs}]`,
      })
      .option('fault-rate', {
        type: 'number',
        default: MOCK_DEFAULTS.faultRate,
        describe: 'Share of requests answered 503 (0 to 1)',
      })
      .option('not-found', {
        type: 'string',
        choices: ['html', 'envelope'] as const,
        describe:
          "Answer unknown URLs with Flask's HTML 404 page or the 404 envelope [default: html for Flask-RESTX documents]",
      })
      .option('version-name', {
        type: 'string',
        describe:
          'With several versions (--source NAME=<source>, repeatable, or the config\'s "versions"): the one to serve',
      })
      .option('describe', {
        type: 'boolean',
        describe: 'Print what the mock decided (collections, relations, states, identity) and exit',
      }),
  run: async (args, io) => {
    // Flags over the config file's `mock` section, over the defaults.
    const versioned = await versionSettings(args);
    const settings = versioned
      ? chosenVersion(versioned, args['version-name'])
      : await commandSettings(plainSource(args));
    if (!versioned && args['version-name'] !== undefined)
      throw new SpecforgeError(
        'usage',
        '--version-name needs versions: --source NAME=<source> (repeatable) or the config\'s "versions"',
      );
    const fromFile = settings.config.mock ?? {};
    const port = checkedNumber(args.port ?? fromFile.port ?? MOCK_DEFAULTS.port, 'port', 0, 65535);
    const latencyMs = checkedNumber(
      args.latency ?? fromFile.latencyMs ?? MOCK_DEFAULTS.latencyMs,
      'latency',
      0,
      600_000,
    );
    const faultRate = checkedNumber(args['fault-rate'], 'fault-rate', 0, 1);
    const seed = checkedNumber(
      args.seed ?? fromFile.seed ?? MOCK_DEFAULTS.seed,
      'seed',
      -(2 ** 31),
      2 ** 31 - 1,
    );
    const users = args.users ?? fromFile.users;
    const { planStandaloneMock, startStandaloneMock } = await import('../../mock/standalone.js');
    const { describeMock } = await import('../../mock/describe.js');
    const options = {
      source: settings.source,
      load: settings.load,
      normalise: settings.normalise,
      port,
      seed,
      usersFile: typeof users === 'string' ? users : undefined,
      users: Array.isArray(users) ? users : undefined,
      latencyMs,
      faultRate,
      ...(fromFile.states ? { lifecycle: fromFile.states } : {}),
      ...notFoundOf(args['not-found'] ?? fromFile.notFound),
    };
    if (args.describe) {
      io.out(describeMock(await planStandaloneMock(options), Boolean(args.json)));
      return 0;
    }
    const mock = await startStandaloneMock(options);
    io.out(describeMock(mock, Boolean(args.json)));
    for (const d of mock.diagnostics)
      io.err(`${d.severity} ${d.code} ${oneLine(d.pointer)}: ${oneLine(d.message)}`);
    await untilInterrupted();
    await mock.close();
    return 0;
  },
  examples: [
    [
      '$0 mock spec.json --port 4010',
      'serve a mock installation of a saved document (specforge fetch … -o spec.json)',
    ],
    [
      '$0 mock --source 1.0=v1.json --source 2.0=v2.json --version-name 1.0',
      'serve one of several versions (or name them in the config\'s "versions")',
    ],
    [
      '$0 mock https://jobs.example.com --port 0 --users users.json --seed 7',
      'mock a live installation, own users',
    ],
  ],
});

function checkedNumber(number: number, name: string, min: number, max: number): number {
  if (!Number.isFinite(number) || number < min || number > max) {
    throw new SpecforgeError(
      'bad-option',
      `--${name} must be a number from ${min} to ${max}, got ${String(number)}`,
    );
  }
  return number;
}

/** `--not-found` / `mock.notFound`, when set (yargs and the config schema check the value). */
function notFoundOf(value: 'html' | 'envelope' | undefined): { notFound?: 'html' | 'envelope' } {
  return value === undefined ? {} : { notFound: value };
}

function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
