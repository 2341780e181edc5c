import { dirname, join } from 'node:path';
import { defineCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';
import { configOption, sourceSettings, usedByOf, usedByOption } from '../settings.js';
import { loadFlags } from '../source-flags.js';
import { skipOptimisingCompiler } from '../v8-tuning.js';

const FORMATS = ['text', 'markdown', 'json', 'html'] as const;
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * `specforge survey <installations.json> --against <dir|source>`: which installations our
 * code works with (docs/survey.md). Exit 1 when an installation's status trips `--fail-on`
 * (default: breaking and used), 2 on bad input (the file, the --against source, a
 * credential variable that is not set). An unreachable installation is a row, not a failure.
 */
export const surveyCommand = defineCommand({
  name: 'survey [file]',
  describe: 'Which installations does our code work with, and why not',
  builder: (y) =>
    loadFlags(usedByOption(configOption(y)))
      .positional('file', {
        type: 'string',
        describe:
          'Installations file ({ "installations": [ … ] }; default: the config\'s "survey" section)',
      })
      .option('against', {
        type: 'string',
        describe:
          'What our code was made from: a generated directory (its specforge.lock.json) or a source [default: the config\'s "output"]',
      })
      .option('format', { choices: FORMATS, describe: 'Report format [default: text]' })
      .option('o', {
        alias: 'output',
        type: 'string',
        describe: 'Write the report to this file (atomically)',
      })
      .option('probe', {
        type: 'boolean',
        describe: "Also run probe's read-only check on each installation (needs its credentials)",
      })
      .option('concurrency', {
        type: 'number',
        describe: 'Installations surveyed at once [default: 4]',
      })
      .option('timeout', {
        type: 'number',
        describe: 'Time allowed per installation, in ms [default: 30000]',
      })
      .option('fail-on', {
        type: 'string',
        array: true,
        describe: `Exit 1 when an installation has this status (${['breaking-used', 'breaking', 'breaking-unused', 'unreachable', 'none'].join(', ')}; repeatable or comma-separated) [default: breaking-used]`,
      })
      .option('write-lockfile', {
        type: 'string',
        describe:
          'Record what was seen (hash, version, time per installation) [default file: <file>.lock.json]',
      }),
  run: async (args, io) => {
    skipOptimisingCompiler(); // the survey waits on the network; its CPU is one-off work
    const settings = await sourceSettings(args);
    const file = args.file;
    const against = args.against ?? settings.config.output;
    if (against === undefined)
      throw new SpecforgeError('usage', 'no --against given', {
        hint: 'name the generated directory (or the document) our code was made from, or set "output" in specforge.config.json',
      });
    const [
      { readInstallationsFile, checkInstallations, resolveCredentials },
      { FAIL_ON, renderSurvey, surveyFails, writeSurveyLock },
      { readSurveyLock },
    ] = await Promise.all([
      import('../../survey/installations.js'),
      import('../../survey/output.js'),
      import('../../survey/history.js'),
    ]);
    const listed = file
      ? await readInstallationsFile(file)
      : checkInstallations(configInstallations(settings.config), 'the config\'s "survey" section');
    const installations = resolveCredentials(listed);
    const failOn = failOnOf(args['fail-on'], FAIL_ON);
    const format = args.json ? 'json' : (args.format ?? 'text');
    const lockPath = lockPathOf(args['write-lockfile'], file);
    const previous = await readSurveyLock(lockPath);
    const { survey } = await import('../../survey/index.js');
    const report = await survey({
      installations,
      against,
      load: settings.load,
      normalise: settings.normalise,
      openUsedBy: usedByOf(settings, io.err),
      probe: Boolean(args.probe),
      concurrency: whole(args.concurrency ?? 4, 'concurrency', 1, 256),
      timeoutMs: whole(args.timeout ?? DEFAULT_TIMEOUT_MS, 'timeout', 1, 3_600_000),
      previous,
      onRow: (row) => io.progress(`${row.name}: ${row.status}`),
    });
    const text = await renderSurvey(report, format);
    if (args.o !== undefined) {
      const { writeFileAtomic } = await import('../../write/atomic-file.js');
      await writeFileAtomic(args.o, text);
      io.err(`wrote the survey report to ${args.o}`);
    } else io.out(text, { raw: format === 'html' });
    if (args['write-lockfile'] !== undefined) {
      await writeSurveyLock(lockPath, previous, report);
      io.err(`recorded what was seen in ${lockPath}`);
    }
    return surveyFails(report, failOn) ? 1 : 0;
  },
  examples: [
    [
      '$0 survey installations.json --against src/api --used-by tsconfig.json',
      'which installations our build works with, failing on a breaking change we use',
    ],
    [
      '$0 survey installations.json --against src/api --format markdown',
      'the matrix as a PR comment',
    ],
    [
      '$0 survey installations.json --against src/api --format html -o survey.html --write-lockfile',
      'one page with a row per installation, and a record for next time',
    ],
  ],
});

function configInstallations(config: { survey?: { installations?: unknown[] } }): unknown[] {
  const list = config.survey?.installations;
  if (list === undefined)
    throw new SpecforgeError('usage', 'no installations file given', {
      hint: 'name one, or list them in specforge.config.json under "survey": { "installations": [ … ] }',
    });
  return list;
}

/** `--write-lockfile [path]`; without a path, beside the installations file (`installations.lock.json`). */
function lockPathOf(value: string | undefined, file: string | undefined): string {
  if (value !== undefined && value !== '') return value;
  if (file === undefined) return 'specforge.survey.lock.json';
  const name = file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  return join(dirname(file), `${name}.lock.json`);
}

function failOnOf<T extends string>(value: string[] | undefined, choices: readonly T[]): T[] {
  const given = value === undefined ? ['breaking-used'] : value.flatMap((v) => v.split(','));
  const values = given.map((v) => v.trim()).filter((v) => v !== '');
  const isChoice = (v: string): v is T => choices.some((choice) => choice === v);
  const wrong = values.find((v) => !isChoice(v));
  if (wrong !== undefined)
    throw new SpecforgeError(
      'usage',
      `--fail-on ${JSON.stringify(wrong)} is not one of ${choices.join(', ')}`,
    );
  return values.filter(isChoice);
}

function whole(n: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(n) || n < min || n > max)
    throw new SpecforgeError(
      'usage',
      `--${name} must be a whole number from ${min} to ${max}, got ${String(n)}`,
    );
  return n;
}
