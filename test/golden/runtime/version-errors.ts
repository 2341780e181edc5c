// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The errors of `connect()` (a client generated from several versions): each a class of its
 * own with the facts as fields, so that code can `instanceof` and read them rather than
 * parse a message. Shipped into the generated output as `runtime/version-errors.ts`.
 */

/** The version nearest to a document that matches none, and how it differs. */
export interface NearestVersion {
  /** The generated version's name (`'2.0'`). */
  readonly name: string;
  /** Its document's `info.version`. */
  readonly infoVersion: string;
  /** Operations (`METHOD /path`) that differ from it: changed, added or removed, sorted. */
  readonly differing: readonly string[];
}

/** Every error of `connect()` and of a call that the connected version does not have. */
export class VersionError extends Error {
  override name = 'VersionError';
}

/** The installation's document could not be read (status, or not JSON). */
export class DocumentUnreadableError extends VersionError {
  override name = 'DocumentUnreadableError';
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    why: string,
  ) {
    super(`cannot read the installation's document at ${url}: ${why}`);
  }
}

/**
 * The installation serves a document that matches no generated version, neither by its
 * hash nor by its `info.version`; or `acceptNearest` was given and an operation it lists
 * differs in the nearest version (`blocking`).
 */
export class UnknownVersionError extends VersionError {
  override name = 'UnknownVersionError';
  constructor(
    /** sha256 of the served document's canonical form (what a lock records). */
    readonly sha256: string,
    /** The served document's `info.version`. */
    readonly infoVersion: string,
    readonly nearest: NearestVersion | undefined,
    /** With `acceptNearest`: the operations it lists that differ in the nearest version. */
    readonly blocking: readonly string[] = [],
  ) {
    super(unknownMessage(sha256, infoVersion, nearest, blocking));
  }
}

function unknownMessage(
  sha256: string,
  infoVersion: string,
  nearest: NearestVersion | undefined,
  blocking: readonly string[],
): string {
  const seen = `the installation serves a document that matches no generated version (info.version ${infoVersion}, sha256 ${sha256})`;
  if (!nearest) return `${seen}; no version is near it`;
  const count = nearest.differing.length;
  const near = `nearest: ${nearest.name} (info.version ${nearest.infoVersion}), ${count} operation${count === 1 ? '' : 's'} differ`;
  const why =
    blocking.length > 0
      ? `; acceptNearest refused: operations you use differ: ${blocking.join(', ')}`
      : '; pass acceptNearest: { uses: [...] } to accept it when the operations you use are the same';
  return `${seen}; ${near}${why}`;
}

/** A call of an operation that the connected version does not have: refused before any request. */
export class OperationNotInVersionError extends VersionError {
  override name = 'OperationNotInVersionError';
  constructor(
    /** `METHOD /path`. */
    readonly operation: string,
    /** The connected version. */
    readonly version: string,
    /** The versions that have it. */
    readonly availableIn: readonly string[],
  ) {
    super(
      `${operation} is not in version ${version} of the installation (only in ${availableIn.join(', ')}); narrow with \`if (api.version === '${availableIn[0] ?? ''}')\``,
    );
  }
}
