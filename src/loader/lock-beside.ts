import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isRecord } from '../json/value.js';
import { lockPathFor } from './lock.js';
import { resolveSource } from './source.js';
import type { LoadedDocument } from './types.js';

/**
 * The lock beside a document is the one `specforge fetch -o doc.json` wrote with it,
 * `doc.lock.json` (`lockPathFor`): it says which document was fetched. When the file no longer
 * hashes to it (replaced or edited since), `generate`, `validate` and `fetch` say so in one
 * line and carry on. Only a document file has a lock beside it: a URL or stdin has none, and
 * the lock of an output directory records what it was generated from, which is meant to move.
 * A lock that cannot be read, is not a fetch lock, or was written with overlays (the file then
 * holds the overlaid document, whose hash it does not record) is not judged: nothing is said.
 */
export function lockBesideWarning(source: string, loaded: LoadedDocument): string | undefined {
  const resolved = resolveSource(source);
  if (resolved.kind !== 'file') return undefined;
  const path = lockPathFor(resolved.path);
  const recorded = recordedSha256(path);
  if (recorded === undefined || recorded === loaded.lock.sha256) return undefined;
  const shown = relative(process.cwd(), path) || path;
  return (
    `${source} no longer matches ${shown} (sha256 ${loaded.lock.sha256.slice(0, 12)}, the lock says ` +
    `${recorded.slice(0, 12)}): the file changed after specforge fetch wrote it; fetch it again to refresh the lock`
  );
}

function recordedSha256(path: string): string | undefined {
  try {
    const lock: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!isRecord(lock) || typeof lock.sha256 !== 'string' || typeof lock.source !== 'string')
      return undefined;
    // Fetched with --overlay, the file holds the overlaid document, whose hash is not recorded.
    return Array.isArray(lock.overlays) && lock.overlays.length > 0 ? undefined : lock.sha256;
  } catch {
    return undefined;
  }
}
