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
    source: withoutQueryCredentials(source),
    resolved: withoutQueryCredentials(resolved),
    sha256: sha256Canonical(document),
    infoVersion: infoVersion(document),
    format,
    specforgeVersion,
  };
}

/**
 * A URL whose query may carry a credential (`?token=`, `api_key=`, `access_token=`,
 * `password=`, `X-Amz-Signature=` …, #29 item 13) is recorded with those values replaced
 * by `REDACTED`: a lock is committed and shared, and the URL still says where the document
 * came from. The request itself was sent as given. Files and `-` pass unchanged.
 */
const CREDENTIAL_NAME = /token|key|pass|pwd|secret|sig|auth|session|credential/i;

export function withoutQueryCredentials(source: string): string {
  if (!/^https?:\/\//i.test(source) || !source.includes('?')) return source;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return source;
  }
  let redacted = false;
  for (const name of new Set(url.searchParams.keys())) {
    if (!CREDENTIAL_NAME.test(name)) continue;
    url.searchParams.set(name, 'REDACTED');
    redacted = true;
  }
  return redacted ? url.toString() : source;
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
