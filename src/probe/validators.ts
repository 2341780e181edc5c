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

/** Per operation id: the whole success envelope's validator, and the request body's. */
export type OperationChecks = Record<string, { result?: ResponseValidator; body?: ResponseValidator } | undefined>;

/**
 * The generated validators themselves — the same code a generated client runs — emitted
 * from the model, transpiled with the TypeScript compiler ts-morph carries, imported from
 * a temporary directory and removed again. Keyed by operation id: `result` validates the
 * whole success envelope of that operation, `body` the request body `--allow-writes` sends.
 */
export async function loadOperationChecks(
  model: ApiModel,
  loaded: LoadedDocument,
): Promise<OperationChecks> {
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
      operationValidators: Record<string, { result?: ResponseValidator; body?: ResponseValidator }>;
    };
    return Object.fromEntries(
      Object.entries(module.operationValidators).map(([id, v]) => [id, { result: v.result, body: v.body }]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
