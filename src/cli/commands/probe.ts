import { defineCommand } from './command.js';
import { sourceOptions } from '../source-flags.js';
import { SpecforgeError } from '../../errors.js';
import { commandSettings, configOption } from '../settings.js';
import { progressBar } from '../progress.js';
import { PROBE_DEFAULTS } from '../../probe/defaults.js';
import { skipOptimisingCompiler } from '../v8-tuning.js';

/**
 * `specforge probe <source>`: does the running installation do what its document says?
 * Read-only (GET/HEAD) unless `--allow-writes`. Exit 1 when a finding is at or above
 * `--fail-on` (default error), 2 on a usage or input error. Ctrl-C stops the calls,
 * deletes what the probe created, writes the report so far (marked interrupted) and
 * exits 130, the shell's code for an interrupted command: neither "fine" nor "found".
 */
const FORMATS = ['text', 'markdown', 'json', 'html'] as const;
const FAIL_ON = ['error', 'warning', 'info', 'none'] as const;
const INTERRUPTED = 130;

export const probeCommand = defineCommand({
  name: 'probe [source]',
  describe: 'Check that the running installation does what its document says',
  builder: (y) =>
    configOption(sourceOptions(y))
      .option('json', {
        type: 'boolean',
        describe: 'The report as JSON on stdout (same as --format json)',
      })
      .option('format', { choices: FORMATS, describe: 'Report format [default: text]' })
      .option('o', { type: 'string', describe: 'Write the report to this file instead of stdout' })
      .option('write-overlay', {
        type: 'string',
        describe: 'Write an OpenAPI Overlay 1.0 file that makes the document say what was seen',
      })
      .option('allow-writes', {
        type: 'string',
        describe:
          'Also run create → read → update → delete cycles (everything created is deleted again; never /superadmin). =create: also create where no DELETE exists (a disposable installation; what is left behind is listed)',
      })
      .option('seed', {
        type: 'number',
        describe: 'Seed for the bodies --allow-writes sends [default: the clock]',
      })
      .option('user-file', {
        type: 'string',
        describe: 'Users to probe as (JSON list of username, password, access)',
      })
      .option('fail-on', {
        choices: FAIL_ON,
        describe: 'Exit 1 when a finding is at or above this level [default: error]',
      })
      .option('concurrency', {
        type: 'number',
        describe: `Calls at once [default: ${PROBE_DEFAULTS.concurrency}]`,
      })
      .option('rate', { type: 'number', describe: 'At most this many requests per second' })
      .option('budget', {
        type: 'number',
        describe: `At most this many requests in total [default: ${PROBE_DEFAULTS.budget}]`,
      })
      .option('call-timeout', {
        type: 'number',
        describe: `Timeout per call, in ms [default: ${PROBE_DEFAULTS.callTimeoutMs}]`,
      }),
  run: async (args, io) => {
    // A probe's CPU is one-off work (load, emit and transpile the validators); the rest is
    // waiting on the network: 28 % less CPU on v2 without TurboFan (bench/README.md).
    skipOptimisingCompiler();
    const allowWrites = writeModeOf(args);
    // probe's --format names the report's format, not generate's prettier switch.
    const settings = await commandSettings({ ...args, format: undefined });
    const format = args.json ? 'json' : (args.format ?? 'text');
    const limits = {
      concurrency: whole(args.concurrency ?? PROBE_DEFAULTS.concurrency, 'concurrency', 1, 64),
      rate: args.rate === undefined ? undefined : positive(args.rate, 'rate'),
      budget: whole(args.budget ?? PROBE_DEFAULTS.budget, 'budget', 1, 1_000_000),
      timeoutMs: whole(
        args['call-timeout'] ?? PROBE_DEFAULTS.callTimeoutMs,
        'call-timeout',
        1,
        600_000,
      ),
      // --max-size bounds the document and, here, every answer too.
      maxBytes: settings.load.maxBytes,
    };
    const [{ probe }, { probeUsers }, { writeReport, writeOverlayFile, failsAt }] =
      await Promise.all([
        import('../../probe/index.js'),
        import('../../probe/users.js'),
        import('../../probe/output.js'),
      ]);
    const users = await probeUsers(args['user-file'], settings.credentials);
    const controller = new AbortController();
    const bar = progressBar(process.stderr, process.env, {
      json: format === 'json',
      quiet: io.quiet,
    });
    const interrupt = () => {
      bar?.end();
      io.err(
        'interrupted: cleaning up and writing the report so far (Ctrl-C again to quit at once)',
      );
      controller.abort(new Error('interrupted'));
    };
    process.once('SIGINT', interrupt);
    try {
      const { report, overlay } = await probe({
        source: settings.source,
        load: settings.load,
        normalise: settings.normalise,
        users,
        limits,
        signal: controller.signal,
        allowWrites,
        ...(args.seed === undefined ? {} : { seed: whole(args.seed, 'seed', 0, 2 ** 31 - 1) }),
        onProgress: bar?.update,
      });
      bar?.end();
      await writeReport(report, format, args.o, io);
      if (args['write-overlay'] !== undefined)
        await writeOverlayFile(overlay, args['write-overlay'], io);
      if (controller.signal.aborted) return INTERRUPTED;
      return failsAt(report, args['fail-on'] ?? 'error') ? 1 : 0;
    } finally {
      bar?.end(); // an error message must not be printed over the bar
      process.removeListener('SIGINT', interrupt);
    }
  },
  examples: [
    [
      'SPECFORGE_USERNAME=ops@example.com SPECFORGE_PASSWORD=… $0 probe https://jobs.example.com',
      'read-only check of an installation',
    ],
    [
      '$0 probe https://jobs.example.com --user-file users.json --json',
      'every access level, as JSON',
    ],
    [
      '$0 probe https://staging.example.com --allow-writes',
      'also create, read, update and delete a record of each collection',
    ],
  ],
});

function whole(n: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(n) || n < min || n > max)
    throw new SpecforgeError(
      'usage',
      `--${name} must be a whole number from ${min} to ${max}, got ${String(n)}`,
    );
  return n;
}

function positive(n: number, name: string): number {
  if (!(n > 0) || !Number.isFinite(n))
    throw new SpecforgeError('usage', `--${name} must be a positive number, got ${String(n)}`);
  return n;
}

/**
 * `--allow-writes` (cycles), `--allow-writes=create`, or absent. The option takes a value,
 * so `probe --allow-writes https://host` hands it the URL: that is the source, as before.
 * The value is declared a string; yargs makes `--no-allow-writes` false.
 */
function writeModeOf(args: {
  'allow-writes'?: string | boolean;
  source?: string;
}): 'cycles' | 'create' | undefined {
  const value = args['allow-writes'];
  if (value === undefined || value === false || value === 'false') return undefined;
  if (value === '' || value === true || value === 'true') return 'cycles';
  if (value === 'create') return 'create';
  if (typeof value === 'string' && args.source === undefined && !value.startsWith('-')) {
    args.source = value;
    return 'cycles';
  }
  throw new SpecforgeError(
    'usage',
    `--allow-writes takes no value or =create, got ${JSON.stringify(value)}`,
  );
}
