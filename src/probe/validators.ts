import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiModel } from '../ir/types.js';
import type { LoadedDocument } from '../loader/types.js';

/** Structurally the generated `Validator` (runtime/validation.ts). */
export type ResponseValidator = (
  value: unknown,
  options?: { mode?: 'strict' | 'lenient'; allErrors?: boolean },
) =>
  | { ok: true }
  | {
      ok: false;
      errors: {
        path: string;
        rule: string;
        message: string;
        expected?: unknown;
        actual?: unknown;
      }[];
    };

/** Per operation id: the whole success envelope's validator, and the request body's. */
export type OperationChecks = Record<
  string,
  { result?: ResponseValidator; body?: ResponseValidator } | undefined
>;

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
  const files = await renderOutput(model, loaded, { targets: ['types', 'validators'] });
  const sources = new Map(files.map((file) => [file.path, file.contents]));
  const dir = await mkdtemp(join(tmpdir(), 'specforge-probe-'));
  try {
    await writeFile(join(dir, 'package.json'), '{"type":"module"}\n');
    for (const [path, outputText] of reachable(
      sources,
      'validators.ts',
      (text) => ts.transpileModule(text, OPTIONS(ts)).outputText,
    )) {
      const target = join(dir, path.replace(/\.ts$/, '.js'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, outputText);
    }
    const module = (await import(pathToFileURL(join(dir, 'validators.js')).href)) as {
      operationValidators: Record<string, { result?: ResponseValidator; body?: ResponseValidator }>;
    };
    return Object.fromEntries(
      Object.entries(module.operationValidators).map(([id, v]) => [
        id,
        { result: v.result, body: v.body },
      ]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const OPTIONS = (ts: typeof import('ts-morph').ts) => ({
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});

/**
 * The files `entry` needs at run time, transpiled: its value imports as they stand in the
 * JavaScript (type-only imports are gone), followed from file to file. `types.ts` and
 * `index.ts` are never loaded, so they are not transpiled — a quarter of the compiler's work.
 */
function reachable(
  sources: Map<string, string>,
  entry: string,
  transpile: (text: string) => string,
): Map<string, string> {
  const out = new Map<string, string>();
  const queue = [entry];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const text = sources.get(path);
    if (text === undefined || out.has(path)) continue;
    const js = transpile(text);
    out.set(path, js);
    for (const [, spec] of js.matchAll(/^(?:import|export)\b[^'"]*?'(\.[^']+)\.js'/gm)) {
      queue.push(posix.join(posix.dirname(path), `${spec as string}.ts`));
    }
  }
  return out;
}
