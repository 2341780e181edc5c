/**
 * Test harness for generated validators: emit (types + validators), write to a temp
 * directory, type-check strictly, check prettier's style, and load the module by
 * transpiling every file with the TypeScript in node_modules.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import type { ApiModel, GeneratedFile } from '../../../src/ir/types.js';
import { emitTypes } from '../../../src/emit/types/index.js';
import { emitValidators } from '../../../src/emit/validators/index.js';
import type { EmitOutput } from '../../../src/emit/shared/options.js';
import type { ValidateOptions, ValidationResult } from '../../../src/runtime/validation.js';

const options = { specforgeVersion: '0.0.0-test', targets: ['types', 'validators'] };

export function generate(model: ApiModel): EmitOutput {
  const output = emitValidators(model, options);
  return { ...output, files: [...emitTypes(model, options), ...output.files] };
}

export function writeFiles(files: readonly GeneratedFile[], prefix = 'sf-validators-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.contents);
  }
  return dir;
}

/** tsc --strict plus the rest of @tsconfig/strictest's checks: the messages. */
export function typeErrors(files: readonly GeneratedFile[]): string[] {
  const dir = writeFiles(files);
  const program = ts.createProgram(
    files.map((file) => join(dir, file.path)),
    {
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noPropertyAccessFromIndexSignature: true,
      noImplicitOverride: true,
      noImplicitReturns: true,
      noFallthroughCasesInSwitch: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** Files that prettier (with the project's config) would change. */
export async function unformatted(files: readonly GeneratedFile[]): Promise<string[]> {
  const config = (await prettier.resolveConfig(join(process.cwd(), 'package.json'))) ?? {};
  const bad: string[] = [];
  for (const file of files.filter((f) => f.path.endsWith('.ts'))) {
    const ok = await prettier.check(file.contents, { ...config, filepath: file.path });
    if (!ok) bad.push(file.path);
  }
  return bad;
}

export type Validate = (value: unknown, options?: ValidateOptions) => ValidationResult<unknown>;
export type Guard = (value: unknown, options?: ValidateOptions) => boolean;

/** Transpiles the files to JavaScript in a temp directory and imports `validators.js`. */
export async function load(files: readonly GeneratedFile[]): Promise<Record<string, unknown>> {
  const js = files
    .filter((file) => file.path.endsWith('.ts'))
    .map((file) => ({
      path: file.path.replace(/\.ts$/, '.js'),
      contents: ts.transpileModule(file.contents, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    }));
  const dir = writeFiles(js, 'sf-validators-js-');
  return (await import(pathToFileURL(join(dir, 'validators.js')).href)) as Record<string, unknown>;
}
