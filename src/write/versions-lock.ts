import { fileFromParts } from '../ir/generated-file.js';
import type { GeneratedFile } from '../ir/types.js';
import { canonicalDocumentJson, sha256Canonical } from '../json/canonical.js';
import type { LoadedDocument } from '../loader/types.js';
import { SpecforgeError } from '../errors.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from './lock-file.js';
import type { TemplateOverrides } from '../emit/render.js';
import { templateHashes } from './render-output.js';
import { sha256File } from './text-chunks.js';

/**
 * The lock of a multi-version output: one `specforge.lock.json` recording every version's
 * document. Its top-level fields are the last version's (the newest, as given), so that
 * every reader of a single-version lock (`diff <dir> <source>`, `check`'s staleness test)
 * reads a valid lock; `versions` lists each version with its name, source, hashes and
 * canonical document, which `check` compares one by one.
 */
export interface VersionLock {
  name: string;
  source: string;
  sha256: string;
  infoVersion: string;
  format: OutputLock['format'];
  overlays?: { file: string; sha256: string }[];
  documentSha256?: string;
  document: Record<string, unknown>;
}

export interface LoadedVersion {
  name: string;
  loaded: LoadedDocument;
}

export function withVersionsLock(
  files: readonly GeneratedFile[],
  versions: readonly LoadedVersion[],
  options: { targets: readonly string[]; specforgeVersion: string; templates?: TemplateOverrides },
): GeneratedFile[] {
  const generated = files.filter((file) => file.path !== OUTPUT_LOCK_FILE);
  const last = versions[versions.length - 1] as LoadedVersion;
  const head = {
    specforgeVersion: options.specforgeVersion,
    ...facts(last.loaded),
    targets: [...options.targets].sort(),
    // The user's templates, as a single-version lock records them (check: templates-changed).
    ...(options.templates && { templates: templateHashes(options.templates) }),
    files: Object.fromEntries(generated.map((file) => [file.path, sha256File(file)])),
  };
  const parts = [JSON.stringify(head, null, 2).replace(/\n}$/, ''), ',\n  "versions": ['];
  versions.forEach(({ name, loaded }, index) => {
    const entry = JSON.stringify({ name, ...facts(loaded) }, null, 2).replace(/\n}$/, '');
    parts.push(index === 0 ? '\n    ' : ',\n    ', entry.replace(/\n/g, '\n    '));
    parts.push(',\n      "document": ', canonicalDocumentJson(loaded.document), '\n    }');
  });
  parts.push('\n  ],\n  "document": ', canonicalDocumentJson(last.loaded.document), '\n}\n');
  return [...generated, fileFromParts(OUTPUT_LOCK_FILE, parts)];
}

function facts(loaded: LoadedDocument): Omit<VersionLock, 'name' | 'document'> {
  return {
    source: loaded.lock.source,
    sha256: loaded.lock.sha256,
    infoVersion: loaded.lock.infoVersion,
    format: loaded.format,
    ...(loaded.lock.overlays
      ? { overlays: loaded.lock.overlays, documentSha256: sha256Canonical(loaded.document) }
      : {}),
  };
}

/** The versions a lock records (`undefined` for a single-version lock), each document checked against its hash. */
export function lockedVersions(lock: OutputLock, path: string): VersionLock[] | undefined {
  const versions = (lock as OutputLock & { versions?: unknown }).versions;
  if (versions === undefined) return undefined;
  if (!Array.isArray(versions) || !versions.every(isVersionLock))
    throw new SpecforgeError('lock-invalid', `${path}: its "versions" are not a specforge lock's`);
  for (const version of versions) {
    if (sha256Canonical(version.document) !== (version.documentSha256 ?? version.sha256))
      throw new SpecforgeError(
        'lock-tampered',
        `${path}: the document of version ${version.name} does not hash to its sha256 (edited by hand or a bad merge)`,
        { hint: 'run specforge generate again to rewrite the output directory' },
      );
  }
  return versions;
}

function isVersionLock(value: unknown): value is VersionLock {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.sha256 === 'string' &&
    typeof v.document === 'object' &&
    v.document !== null
  );
}
