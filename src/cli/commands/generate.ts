import { defineCommand } from './command.js';
import {
  finishMarkingBeforeScavenging,
  keepYoungGenerationSmall,
  isLongRun,
  skipOptimisingCompiler,
  tuneForLongRun,
  tuneToDocumentSize,
} from '../v8-tuning.js';
import type { CliIo } from '../io.js';
import type { GenerateStep } from '../../api/index.js';
import { sourceOptions } from '../source-flags.js';
import { commandSettings, configOption, requireOutput } from '../settings.js';
import { plainSource, versionOption, versionSettings } from '../versions.js';
import { SpecforgeError } from '../../errors.js';
import { oneLine } from '../../util/terminal-text.js';

/**
 * `specforge generate <source> -o <dir>`: load (without schema validation: the hot
 * path), normalise, emit the targets, write the directory atomically with its lock.
 * `--format` runs prettier over the output, `--verify` type-checks it with ts-morph.
 * Heavy modules are imported inside `run`, and prettier/ts-morph only when asked for.
 */
export const generateCommand = defineCommand({
  name: 'generate [source]',
  describe: 'Write typed client, types, validators and mocks to a directory',
  // The target registry loads every emitter: only when this command runs (or shows its help).
  builder: async (y) => {
    const { targetsEpilogue, targetsOptionHelp } = await import('../../emit/targets.js');
    return configOption(versionOption(sourceOptions(y)))
      .option('o', {
        alias: 'output',
        type: 'string',
        describe: 'Output directory (or "output" in the config)',
      })
      .option('targets', { type: 'string', describe: targetsOptionHelp() })
      .option('format', { type: 'boolean', describe: 'Run prettier over the output (slower)' })
      .option('verify', {
        type: 'boolean',
        describe: 'Type-check the output (strict) after writing it',
      })
      .option('watch', {
        type: 'boolean',
        describe:
          'Regenerate on every change of the document file, the config or an overlay (a URL source is polled); Ctrl-C stops',
      })
      .option('watch-interval', {
        type: 'number',
        describe: 'With --watch and a URL source: milliseconds between polls (default 5000)',
      })
      .option('force', {
        type: 'boolean',
        describe:
          'Replace the output even if it holds files specforge did not write (deletes them)',
      })
      .epilogue(targetsEpilogue());
  },
  run: async (args, io) => {
    // Several versions (`--source 1.0=… --source 2.0=…`, config "versions"): docs/versions.md.
    const versioned = await versionSettings(args);
    if (args.watch) {
      if (versioned)
        throw new SpecforgeError('usage', '--watch takes one source, not several versions');
      return (await import('../watch.js')).watchGenerate(plainSource(args), io);
    }
    const settings = versioned ?? (await commandSettings(plainSource(args)));
    keepYoungGenerationSmall();
    finishMarkingBeforeScavenging();
    // prettier and the type-checker need V8's optimising compiler as it ships (v8-tuning.ts).
    const plain = !settings.format && !args.verify;
    if (plain) skipOptimisingCompiler();
    const output = requireOutput(settings.output);
    const [{ generate, generateVersions }, { generatedWithOf }] = await Promise.all([
      import('../../api/index.js'),
      import('../generated-with.js'),
    ]);
    const run = versioned
      ? (o: Parameters<typeof generate>[0]) =>
          generateVersions({ ...o, versions: versioned.versions })
      : generate;
    const result = await run({
      ...settings,
      load: { ...settings.load, ...(plain && { onRead: tuneToDocumentSize }) },
      output,
      generatedWith: generatedWithOf(args),
      verify: Boolean(args.verify),
      force: Boolean(args.force),
      onStep: (step: GenerateStep, size?: { operations: number }) => {
        if (step === 'emit' && size && isLongRun(size.operations, settings.targets))
          tuneForLongRun();
        if (!args.json) io.progress(STEP_TEXT[step]);
      },
    });
    for (const warning of result.warnings) io.err(`warning: ${warning}`);
    report(io, Boolean(args.json), {
      output,
      files: result.files.map((f) => f.path),
      targets: result.targets,
      model: result.model,
      diagnostics: result.diagnostics,
      problems: result.verifyProblems,
      verified: result.verified,
    });
    return result.verifyProblems.length > 0 ? 1 : 0;
  },
  examples: [
    ['$0 generate http://127.0.0.1:8080 -o src/api', 'a typed client for an installation'],
    [
      '$0 generate spec.json -o src/api --targets types,client --verify',
      'types and client only, type-checked',
    ],
    ['$0 generate', 'source, output and targets from specforge.config.json'],
    [
      '$0 generate api.json -o src/api --watch',
      'regenerate on every save of api.json or the config',
    ],
    [
      '$0 generate --source 1.0=v1.json --source 2.0=https://host -o src/api',
      'one client for two versions: connect() picks the one the installation runs',
    ],
  ],
});

interface Summary {
  output: string;
  files: string[];
  targets: string[];
  model: { operations: unknown[]; schemas: unknown[] };
  /** The model's diagnostics, then the emitters'. */
  diagnostics: { severity: string; code: string; message: string; pointer: string }[];
  problems: string[];
  verified?: { files: number; typescript: string; options: string[] };
}

/** Progress lines (a terminal only: io.progress); the long steps say why they take time. */
const STEP_TEXT: Record<GenerateStep, string> = {
  load: 'loading and reading the document…',
  emit: 'writing the code…',
  format: 'writing the code and formatting it with prettier (--format)…',
  write: 'writing the output directory…',
  verify: 'type-checking the output (--verify)…',
};

/** Warnings printed after the summary without --verbose. */
const FIRST_WARNINGS = 5;

function report(io: CliIo, json: boolean, s: Summary): void {
  const { model } = s;
  if (json) {
    io.out(
      JSON.stringify(
        {
          output: s.output,
          targets: s.targets,
          files: s.files,
          verify: s.problems,
          ...(s.verified && { verified: s.verified }),
          diagnostics: s.diagnostics,
        },
        null,
        2,
      ),
    );
    return;
  }
  for (const problem of s.problems) io.err(`verify: ${problem}`);
  if (io.quiet) return;
  const warnings = s.diagnostics.filter((d) => d.severity !== 'info');
  io.err(
    `wrote ${s.files.length} files to ${s.output} (${s.targets.join(', ')}): ` +
      `${model.operations.length} operations, ${model.schemas.length} schemas, ${warnings.length} warnings` +
      (s.problems.length > 0 ? `, ${s.problems.length} type errors` : ''),
  );
  if (s.verified) io.err(verifiedLine(s.verified, s.problems.length));
  const shown = io.verbose ? s.diagnostics : warnings.slice(0, FIRST_WARNINGS);
  for (const d of shown)
    io.err(`  ${d.severity} ${d.code} ${oneLine(d.pointer)}: ${oneLine(d.message)}`);
  if (!io.verbose && warnings.length > shown.length)
    io.err(
      `  … and ${warnings.length - shown.length} more warnings (--verbose lists every diagnostic)`,
    );
}

/** What --verify did, in one line: files, compiler, options and the outcome. */
function verifiedLine(verified: NonNullable<Summary['verified']>, problems: number): string {
  const outcome = problems === 0 ? 'no type errors' : `${problems} type error(s) (listed above)`;
  return (
    `verified: ${verified.files} .ts files type-checked by TypeScript ${verified.typescript} ` +
    `(ts-morph's own compiler) with ${verified.options.join(', ')}: ${outcome}`
  );
}
