/**
 * Test harness for the generated mocks: emit types + validators + mocks, write them
 * under .tmp/mocks-generated/ (inside the repository, so that `msw` resolves from
 * node_modules as in a consumer's project), type-check strictly, check prettier's
 * style, and transpile to JavaScript for tests that import the output.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import type { ApiModel, GeneratedFile } from '../../src/ir/types.js';
import { emitTypes } from '../../src/emit/types/index.js';
import { emitValidators } from '../../src/emit/validators/index.js';
import { emitMocks } from '../../src/emit/mocks/index.js';
import { repoRoot } from '../helpers/cli.js';
import { VERIFY_COMPILER_OPTIONS } from '../../src/write/verify.js';

// Inside the repository (so `msw` resolves from node_modules) and ignored by git.
const generatedRoot = join(repoRoot, '.tmp', 'mocks-generated');

/** types + validators + mocks (the mocks need the validators). */
export function generateMocks(model: ApiModel): GeneratedFile[] {
  const options = { specforgeVersion: '0.0.0-test', targets: ['types', 'validators', 'mocks'] };
  return [
    ...emitTypes(model, options),
    ...emitValidators(model, options).files,
    ...emitMocks(model, options).files,
  ];
}

/** Writes the files into a fresh directory under .tmp/mocks-generated/; returns it and a cleanup. */
export function writeInRepo(
  files: readonly GeneratedFile[],
  javascript = false,
): { dir: string; remove(): void } {
  mkdirSync(generatedRoot, { recursive: true });
  const dir = mkdtempSync(join(generatedRoot, 'out-'));
  for (const file of files) {
    const path = join(dir, javascript ? file.path.replace(/\.ts$/, '.js') : file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, javascript ? transpile(file.contents) : file.contents);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function transpile(source: string): string {
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

/**
 * `generate --verify`'s compiler options (strict and more), against msw 2's types.
 * Several outputs go into one program (each in its own directory), so the standard
 * library is parsed once; the errors come back per output.
 */
export function typeErrors(
  outputs: Record<string, readonly GeneratedFile[]>,
): Record<string, string[]> {
  const written = Object.entries(outputs).map(([name, files]) => ({
    name,
    files,
    ...writeInRepo(files),
  }));
  try {
    const program = ts.createProgram(
      written.flatMap(({ dir, files }) => files.map((file) => join(dir, file.path))),
      {
        ...VERIFY_COMPILER_OPTIONS,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
      },
    );
    const errors: Record<string, string[]> = Object.fromEntries(
      written.map(({ name }) => [name, []]),
    );
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const owner = written.find(({ dir }) => d.file?.fileName.startsWith(dir));
      const where = d.file
        ? `${d.file.fileName.slice((owner?.dir.length ?? -1) + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : '';
      (errors[owner?.name ?? '(program)'] ??= []).push(
        `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    }
    return errors;
  } finally {
    for (const output of written) output.remove();
  }
}

/** Files that prettier (with the project's config) would change. */
export async function unformatted(files: readonly GeneratedFile[]): Promise<string[]> {
  const config = (await prettier.resolveConfig(join(repoRoot, 'package.json'))) ?? {};
  const bad: string[] = [];
  for (const file of files.filter((f) => f.path.endsWith('.ts'))) {
    if (!(await prettier.check(file.contents, { ...config, filepath: file.path })))
      bad.push(file.path);
  }
  return bad;
}
