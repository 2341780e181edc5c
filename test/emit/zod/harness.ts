/**
 * Test harness for the generated zod schemas: emit (types + zod), and load `zod.js` by
 * transpiling every file into a temp directory that sees the repository's zod (the
 * consumer's peer dependency) through a `node_modules/zod` link.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { ApiModel, GeneratedFile } from '../../../src/ir/types.js';
import { emitTypes } from '../../../src/emit/types/index.js';
import { emitZod } from '../../../src/emit/zod/index.js';
import { repoRoot } from '../../helpers/cli.js';
import { writeFiles } from '../validators/harness.js';

const options = { specforgeVersion: '0.0.0-test', targets: ['types', 'zod'] };

export function generateZod(model: ApiModel): GeneratedFile[] {
  return [...emitTypes(model, options), ...emitZod(model, options)];
}

export interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}

/** Transpiles the files to JavaScript in a temp directory and imports `zod.js`. */
export async function loadZod(files: readonly GeneratedFile[]): Promise<Record<string, unknown>> {
  const js = files
    .filter((file) => file.path.endsWith('.ts'))
    .map((file) => ({
      path: file.path.replace(/\.ts$/, '.js'),
      contents: ts.transpileModule(file.contents, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    }));
  const dir = writeFiles(js, 'sf-zod-js-');
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(repoRoot, 'node_modules', 'zod'), join(dir, 'node_modules', 'zod'), 'dir');
  return (await import(pathToFileURL(join(dir, 'zod.js')).href)) as Record<string, unknown>;
}
