import type { CliCommand } from './command.js';
import { sourceOptions } from '../../loader/cli-options.js';
import { SpecforgeError } from '../../errors.js';

/**
 * `specforge mock <source>`: a stateful mock installation on 127.0.0.1 (the same engine
 * as the generated MSW handlers). Prints its base URL and users, then serves until
 * interrupted. The library is imported inside `run`, so start-up stays short.
 */
export const mockCommand: CliCommand = {
  name: 'mock <source>',
  describe: 'Run a stateful mock installation on 127.0.0.1',
  builder: (y) =>
    sourceOptions(y)
      .option('port', {
        type: 'number',
        default: 4010,
        describe: 'Port on 127.0.0.1 (0: any free port)',
      })
      .option('seed', {
        type: 'number',
        default: 1,
        describe: 'Seed of the generated data and ids',
      })
      .option('users', {
        type: 'string',
        describe: 'Users file (JSON list of username, password, access, permissions)',
      })
      .option('latency', {
        type: 'number',
        default: 0,
        describe: 'Delay before every response, in ms',
      })
      .option('fault-rate', {
        type: 'number',
        default: 0,
        describe: 'Share of requests answered 503 (0 to 1)',
      }),
  run: async (args, io) => {
    const port = checkedNumber(args.port, 'port', 0, 65535);
    const latencyMs = checkedNumber(args.latency, 'latency', 0, 600_000);
    const faultRate = checkedNumber(args['fault-rate'], 'fault-rate', 0, 1);
    const loader = await import('../../loader/cli-options.js');
    const { startStandaloneMock } = await import('../../mock/standalone.js');
    const mock = await startStandaloneMock({
      source: loader.sourceFromArgs(args),
      load: loader.loadOptionsFromArgs(args),
      port,
      seed: checkedNumber(args.seed, 'seed', -(2 ** 31), 2 ** 31 - 1),
      usersFile: typeof args.users === 'string' ? args.users : undefined,
      latencyMs,
      faultRate,
    });
    const { describeMock } = await import('../../mock/describe.js');
    io.out(describeMock(mock, Boolean(args.json)));
    await untilInterrupted();
    await mock.close();
    return 0;
  },
  examples: [
    [
      '$0 mock fixtures/installation/docs/v2.json --port 4010',
      'serve a mock installation of a document',
    ],
    [
      '$0 mock https://jobs.example.com --port 0 --users users.json --seed 7',
      'mock a live installation, own users',
    ],
  ],
};

function checkedNumber(value: unknown, name: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max) {
    throw new SpecforgeError(
      'bad-option',
      `--${name} must be a number from ${min} to ${max}, got ${String(value)}`,
    );
  }
  return number;
}

function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
