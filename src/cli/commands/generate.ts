import type { CliCommand } from './command.js';
import type { CliIo } from '../io.js';
import { sourceOptions } from '../../loader/cli-options.js';
import { SpecforgeError } from '../../errors.js';

/**
 * `specforge generate <source> -o <dir>`: load (without schema validation: the hot
 * path), normalise, emit the targets, write the directory atomically with its lock.
 * `--format` runs prettier over the output, `--verify` type-checks it with ts-morph.
 * Heavy modules are imported inside `run`, and prettier/ts-morph only when asked for.
 */
export const generateCommand: CliCommand = {
  name: 'generate <source>',
  describe: 'Write typed client, types, validators and mocks to a directory',
  builder: (y) =>
    sourceOptions(y)
      .option('o', {
        alias: 'output',
        type: 'string',
        demandOption: true,
        describe: 'Output directory',
      })
      .option('targets', {
        type: 'string',
        describe: 'Comma-separated: types,client,validators,mocks (default: all)',
      })
      .option('format', { type: 'boolean', describe: 'Run prettier over the output (slower)' })
      .option('verify', {
        type: 'boolean',
        describe: 'Type-check the output (strict) after writing it',
      })
      .option('config', { type: 'string', describe: 'Configuration file (specforge.config.json)' }),
  run: async (args, io) => {
    const { availableTargets, allTargetNames } = await import('../../emit/index.js');
    const targets = parseTargets(args.targets, availableTargets(), allTargetNames);
    const output = String(args.o);
    const loader = await import('../../loader/index.js');
    const loaded = await loader.loadDocument(loader.sourceFromArgs(args), {
      ...loader.loadOptionsFromArgs(args),
      validate: false,
    });
    const { normalise } = await import('../../normalise/index.js');
    const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
    const { renderOutput, withLock } = await import('../../write/render-output.js');
    let files = renderOutput(model, loaded, { targets });
    if (args.format) {
      const { formatFiles } = await import('../../emit/format.js');
      const { specforgeVersion } = await import('../../util/package.js');
      files = withLock(await formatFiles(files, output), loaded, { targets, specforgeVersion });
    }
    const { writeOutputDir } = await import('../../write/atomic.js');
    await writeOutputDir(output, files);
    const problems = args.verify ? await verify(output) : [];
    report(io, Boolean(args.json), {
      output,
      files: files.map((f) => f.path),
      targets,
      model,
      problems,
    });
    return problems.length > 0 ? 1 : 0;
  },
  examples: [
    ['$0 generate http://127.0.0.1:8080 -o src/api', 'a typed client for an installation'],
    [
      '$0 generate spec.json -o src/api --targets types,client --verify',
      'types and client only, type-checked',
    ],
  ],
};

function parseTargets<T extends string>(value: unknown, available: T[], known: readonly T[]): T[] {
  if (value === undefined || value === '') return available;
  const names = String(value)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(available as string[]).includes(name)) {
      const why = (known as readonly string[]).includes(name)
        ? 'is not available in this build'
        : 'is unknown';
      throw new SpecforgeError(
        'unknown-target',
        `target ${name} ${why}; choose from ${available.join(', ')}`,
      );
    }
  }
  return names as T[];
}

async function verify(output: string): Promise<string[]> {
  const { verifyOutput } = await import('../../write/verify.js');
  return verifyOutput(output);
}

interface Summary {
  output: string;
  files: string[];
  targets: string[];
  model: {
    operations: unknown[];
    schemas: unknown[];
    diagnostics: { severity: string; code: string; message: string; pointer: string }[];
  };
  problems: string[];
}

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
          diagnostics: model.diagnostics,
        },
        null,
        2,
      ),
    );
    return;
  }
  for (const problem of s.problems) io.err(`verify: ${problem}`);
  if (io.quiet) return;
  const warnings = model.diagnostics.filter((d) => d.severity !== 'info').length;
  io.err(
    `wrote ${s.files.length} files to ${s.output} (${s.targets.join(', ')}): ` +
      `${model.operations.length} operations, ${model.schemas.length} schemas, ${warnings} warnings` +
      (s.problems.length > 0 ? `, ${s.problems.length} type errors` : ''),
  );
  if (io.verbose)
    for (const d of model.diagnostics)
      io.err(`  ${d.severity} ${d.code} ${d.pointer}: ${d.message}`);
}
