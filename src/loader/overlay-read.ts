import { createHash } from 'node:crypto';
import { SpecforgeError } from '../errors.js';
import { parseDocumentText } from './parse.js';
import { DEFAULT_MAX_BYTES } from './read-document.js';
import { readFileLimited } from './read-source.js';

/**
 * Reading an OpenAPI Overlay 1.0 document (JSON or YAML) and checking its shape: an
 * `overlay: 1.0.x` version, an `info` with title and version, and a non-empty list of
 * actions, each with a `target` JSONPath starting at `$`. Anything else is a one-line
 * input error naming the file and the action.
 */
export interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
}

export interface Overlay {
  overlay: string;
  info: { title: string; version: string };
  extends?: string;
  actions: OverlayAction[];
}

export interface LoadedOverlay {
  /** The path as given. */
  file: string;
  /** sha256 (hex) of the file's bytes: recorded in locks, so `check` notices a change. */
  sha256: string;
  overlay: Overlay;
}

/** Read under the documents' guard: a regular file within `--max-size`, else a stream cut there. */
export async function readOverlay(
  file: string,
  maxBytes: number = DEFAULT_MAX_BYTES,
): Promise<LoadedOverlay> {
  const bytes = await readFileLimited(file, maxBytes).catch((error: SpecforgeError) => {
    throw new SpecforgeError(error.code, `overlay ${error.message}`, { hint: error.hint });
  });
  const syntax = /\.ya?ml$/i.test(file) ? 'yaml' : /\.json$/i.test(file) ? 'json' : undefined;
  const value = parseDocumentText(bytes.toString('utf8'), { origin: file, syntax });
  return {
    file,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    overlay: checkedOverlay(value, file),
  };
}

function checkedOverlay(value: unknown, file: string): Overlay {
  const fail = (what: string): never => {
    throw new SpecforgeError('overlay', `overlay ${file}: ${what}`, {
      hint: 'an OpenAPI Overlay 1.0 document: overlay: 1.0.0, info { title, version }, actions [{ target, update | remove }]',
    });
  };
  const overlay = value as Partial<Overlay> | null;
  if (!overlay || typeof overlay !== 'object' || Array.isArray(overlay))
    return fail('not an object');
  if (typeof overlay.overlay !== 'string' || !/^1\.0\.\d+$/.test(overlay.overlay))
    return fail(`"overlay" must be a 1.0.x version, got ${JSON.stringify(overlay.overlay)}`);
  if (typeof overlay.info?.title !== 'string' || typeof overlay.info.version !== 'string')
    return fail('"info" needs a title and a version');
  if (!Array.isArray(overlay.actions) || overlay.actions.length === 0)
    return fail('"actions" must be a non-empty list');
  overlay.actions.forEach((action, i) => {
    if (typeof action?.target !== 'string' || !action.target.startsWith('$'))
      fail(`action ${i + 1}: "target" must be a JSONPath starting with $`);
    if (action.remove !== undefined && typeof action.remove !== 'boolean')
      fail(`action ${i + 1}: "remove" must be true or false`);
  });
  return overlay as Overlay;
}
