import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { LoadedDocument, LoadOptions } from '../loader/types.js';
import type { SourceText } from '../loader/read-source.js';
import { SpecforgeError } from '../errors.js';

/**
 * The shared front of `generate`, `check` and `inspect`: load (without swagger-parser's
 * validation — the hot path; `validate` is its own command) and normalise. `queries: false`
 * leaves out the query target's facts (paging, polling, invalidation), for a caller that
 * emits no `query` target: nothing else reads them (~9 ms of GitHub's document).
 */
export async function loadModel(
  source: string | LoadedDocument,
  options: {
    load?: LoadOptions;
    normalise?: NormaliseOptions;
    queries?: boolean;
    text?: SourceText;
  } = {},
): Promise<{ loaded: LoadedDocument; model: ApiModel }> {
  const loaded =
    typeof source === 'string' ? await loadSource(source, options.load, options.text) : source;
  const { normalise } = await import('../normalise/index.js');
  const model = normalise(
    { document: loaded.document, sha256: loaded.lock.sha256, queries: options.queries },
    options.normalise ?? {},
  );
  return { loaded, model };
}

/** `text`: the source already read (check's fast path did), so it is not read twice. */
async function loadSource(
  source: string,
  options: LoadOptions = {},
  text?: SourceText,
): Promise<LoadedDocument> {
  const { loadDocument } = await import('../loader/index.js');
  return loadDocument(source, { ...options, validate: false }, text);
}

/**
 * A configured name the normaliser had to ignore (`name-option-invalid`) would silently give
 * the client other names than the user asked for, and a key that names no operation
 * (`config-key-unknown`, normalise/unknown-config-keys.ts) would silently change nothing:
 * `generate` and `check` refuse them (exit 2), naming the key; `inspect` only lists them.
 */
export function refuseIgnoredOptions(model: ApiModel): void {
  const ignored = model.diagnostics.filter(
    (d) => d.code === 'name-option-invalid' || d.code === 'config-key-unknown',
  );
  const [first, ...more] = ignored.map((d) => d.message.replace(/ \(ignored\)\.$/, '.'));
  if (first === undefined) return;
  throw new SpecforgeError('config-invalid', `config: ${first}`, {
    hint: more.length > 0 ? `and ${more.length} more: ${more.join('; ')}` : undefined,
  });
}
