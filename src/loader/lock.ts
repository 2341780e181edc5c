import { basename, dirname, join } from 'node:path';
import type { DocumentFormat } from '../ir/types.js';
import { specforgeVersion } from '../util/package.js';
import { sha256Canonical } from '../json/canonical.js';
import { infoVersion } from './format.js';
import type { Lock } from './types.js';

/** The lock for a loaded document. No timestamps: the same document gives the same lock. */
export function buildLock(
  source: string,
  resolved: string,
  document: Record<string, unknown>,
  format: DocumentFormat,
): Lock {
  return {
    source,
    resolved,
    sha256: sha256Canonical(document),
    infoVersion: infoVersion(document),
    format,
    specforgeVersion,
  };
}

/**
 * Where `fetch` writes the lock beside a document: the document's name with its
 * extension replaced by `.lock.json` (`doc.json` → `doc.lock.json`, `api.yaml` →
 * `api.lock.json`, `spec` → `spec.lock.json`).
 */
export function lockPathFor(documentPath: string): string {
  const name = basename(documentPath).replace(/\.(json|ya?ml)$/i, '');
  return join(dirname(documentPath), `${name}.lock.json`);
}
