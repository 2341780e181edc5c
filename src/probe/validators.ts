import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiModel } from '../ir/types.js';
import type { LoadedDocument } from '../loader/types.js';

/** Structurally the generated `Validator` (runtime/validation.ts). */
export type ResponseValidator = (
  value: unknown,
  options?: { mode?: 'strict' | 'lenient'; allErrors?: boolean },
) =>
  | { ok: true }
  | { ok: false; errors: { path: string; rule: string; message: string; expected?: unknown; actual?: unknown }[] };

export type ResultValidators = Record<string, ResponseValidator | undefined>;

/**
 * The generated validators themselves — the same code a generated client runs — emitted
 * from the model, transpiled with the TypeScript compiler ts-morph carries, imported from
 * a temporary directory and removed again. Keyed by operation id: each validates the
 * whole success envelope of that operation.
 */
export async function loadResultValidators(
  model: ApiModel,
  loaded: LoadedDocument,
): Promise<ResultValidators> {
  const [{ renderOutput }, { ts }] = await Promise.all([
    import('../write/render-output.js'),
    import('ts-morph'),
  ]);
  const files = renderOutput(model, loaded, { targets: ['types', 'validators'] });
  const dir = await mkdtemp(join(tmpdir(), 'specforge-probe-'));
  try {
    await writeFile(join(dir, 'package.json'), '{"type":"module"}\n');
    for (const file of files.filter((f) => f.path.endsWith('.ts'))) {
      const { outputText } = ts.transpileModule(file.contents, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const target = join(dir, file.path.replace(/\.ts$/, '.js'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, outputText);
    }
    const module = (await import(pathToFileURL(join(dir, 'validators.js')).href)) as {
      operationValidators: Record<string, { result?: ResponseValidator }>;
    };
    return Object.fromEntries(
      Object.entries(module.operationValidators).map(([id, v]) => [id, v.result]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
