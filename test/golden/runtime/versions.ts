// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * `connect()` of a client generated from several versions of the document: reads the
 * installation's document, picks the generated version it was made from (the sha256 of its
 * canonical form first, then `info.version`), and returns that version's client marked with
 * `version` (the discriminant), `common` (the operations every version agrees on) and
 * `connection` (how the version was found). A document that matches no version is refused
 * with an `UnknownVersionError` naming the nearest version, unless `acceptNearest` lists the
 * operations the caller uses and none of them differs there. Operations of other versions
 * are refused before any request (`OperationNotInVersionError`).
 * Shipped into the generated output as `runtime/versions.ts`: no dependencies.
 */
import { documentSha256 } from './canonical.js';
import { operationFingerprints } from './fingerprint.js';
import type { ClientOptions } from './client.js';
import type { OperationInfo } from './operation.js';
import {
  DocumentUnreadableError,
  OperationNotInVersionError,
  UnknownVersionError,
  type NearestVersion,
} from './version-errors.js';

/** One generated version, as the generated `versions.ts` describes it. */
export interface KnownVersion {
  readonly name: string;
  /** sha256 of its document's canonical form. */
  readonly sha256: string;
  readonly infoVersion: string;
  readonly basePath: string;
  /** `METHOD /path` → fingerprint (runtime/fingerprint.ts). */
  readonly fingerprints: Readonly<Record<string, string>>;
  readonly operations: Readonly<Record<string, OperationInfo>>;
  readonly create: (options: ClientOptions) => object;
}

/** `connect()`'s options: the client's (`createClient`), and how to find the version. */
export interface ConnectOptions<
  Key extends string = string,
  Name extends string = string,
> extends Omit<ClientOptions, 'baseUrl' | 'validators'> {
  /** Use this version without reading the installation's document. */
  version?: Name | undefined;
  /**
   * When the document matches no version: accept the nearest one if none of the operations
   * listed (`METHOD /path`, as in `api.request()`) differs there.
   */
  acceptNearest?: { readonly uses: readonly Key[] } | undefined;
  /** Where the document is (default: `<baseUrl><basePath>/swagger.json`). */
  documentUrl?: string | undefined;
}

/** How `connect()` chose the version. */
export interface Connection {
  /** `sha256`: the very document; `info.version`: the same version string; `nearest`: accepted by `acceptNearest`; `pinned`: the `version` option. */
  readonly matchedBy: 'sha256' | 'info.version' | 'nearest' | 'pinned';
  /** The served document's sha256 and `info.version` (absent when pinned). */
  readonly sha256?: string;
  readonly infoVersion?: string;
  /** With `nearest`: the operations that differ from the chosen version. */
  readonly differing?: readonly string[];
}

/** A version's client as `connect()` returns it. */
export type VersionedClient<V extends string, C, Common> = C & {
  /** The version the installation runs: narrow with `if (api.version === '2.0')`. */
  readonly version: V;
  /** The operations whose request and result agree in every version, usable without narrowing. */
  readonly common: Common;
  readonly connection: Connection;
};

export async function connectVersion(
  baseUrl: string,
  options: ConnectOptions,
  known: readonly KnownVersion[],
  commonPaths: readonly string[],
): Promise<object> {
  // What only connect() reads stays out of the client's options.
  const { version, acceptNearest: _nearest, documentUrl: _document, ...clientOptions } = options;
  const [chosen, connection] =
    version === undefined
      ? await detect(baseUrl, options, known)
      : [pinned(version, known), { matchedBy: 'pinned' as const }];
  const client = chosen.create({ ...clientOptions, baseUrl }) as Record<string, unknown>;
  refuseOthers(client, chosen, known);
  return Object.assign(client, {
    version: chosen.name,
    common: pick(client, commonPaths),
    connection,
  });
}

function pinned(name: string, known: readonly KnownVersion[]): KnownVersion {
  const found = known.find((candidate) => candidate.name === name);
  if (!found)
    throw new TypeError(`no generated version ${name} (${known.map((k) => k.name).join(', ')})`);
  return found;
}

async function detect(
  baseUrl: string,
  options: ConnectOptions,
  known: readonly KnownVersion[],
): Promise<[KnownVersion, Connection]> {
  const document = await readDocument(baseUrl, options, known);
  const sha256 = await documentSha256(document);
  const infoVersion = String((document as { info?: { version?: unknown } }).info?.version ?? '');
  const byHash = known.find((candidate) => candidate.sha256 === sha256);
  if (byHash) return [byHash, { matchedBy: 'sha256', sha256, infoVersion }];
  const byVersion = known.find((candidate) => candidate.infoVersion === infoVersion);
  if (byVersion) return [byVersion, { matchedBy: 'info.version', sha256, infoVersion }];
  const fingerprints = operationFingerprints(document);
  const [nearest, version] = nearestVersion(fingerprints, known);
  const blocking = nearest && options.acceptNearest ? differingUses(options, nearest) : [];
  if (!options.acceptNearest || !nearest || !version || blocking.length > 0)
    throw new UnknownVersionError(sha256, infoVersion, nearest, blocking);
  return [version, { matchedBy: 'nearest', sha256, infoVersion, differing: nearest.differing }];
}

async function readDocument(
  baseUrl: string,
  options: ConnectOptions,
  known: readonly KnownVersion[],
): Promise<unknown> {
  const base = baseUrl.replace(/\/+$/, '');
  const basePath = known[0]?.basePath ?? '';
  const url =
    options.documentUrl ?? `${base.endsWith(basePath) ? base : base + basePath}/swagger.json`;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  let response: Response;
  try {
    response = await send(new Request(url, { headers: options.headers ?? {} }));
  } catch (error) {
    throw new DocumentUnreadableError(url, undefined, String(error));
  }
  if (!response.ok)
    throw new DocumentUnreadableError(url, response.status, `status ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new DocumentUnreadableError(url, response.status, 'not JSON');
  }
}

/** The version whose operations differ from the served ones in the fewest places (the first on a tie). */
function nearestVersion(
  served: Record<string, string>,
  known: readonly KnownVersion[],
): [NearestVersion | undefined, KnownVersion | undefined] {
  let best: [NearestVersion | undefined, KnownVersion | undefined] = [undefined, undefined];
  for (const version of known) {
    const keys = new Set([...Object.keys(served), ...Object.keys(version.fingerprints)]);
    const differing = [...keys].filter((key) => served[key] !== version.fingerprints[key]).sort();
    if (best[0] === undefined || differing.length < best[0].differing.length)
      best = [{ name: version.name, infoVersion: version.infoVersion, differing }, version];
  }
  return best;
}

function differingUses(options: ConnectOptions, nearest: NearestVersion): string[] {
  const differing = new Set(nearest.differing);
  return [...new Set(options.acceptNearest?.uses ?? [])].filter((key) => differing.has(key)).sort();
}

/**
 * Operations of the other versions that this one lacks: their methods and `request()` keys
 * reject with `OperationNotInVersionError` before any request is sent (a cast or plain
 * JavaScript can reach what the types hide).
 */
function refuseOthers(
  client: Record<string, unknown>,
  chosen: KnownVersion,
  known: readonly KnownVersion[],
): void {
  const own = new Set(Object.values(chosen.operations).map((op) => `${op.method} ${op.path}`));
  const elsewhere = new Map<string, { op: OperationInfo; versions: string[] }>();
  for (const version of known) {
    for (const op of Object.values(version.operations)) {
      const key = `${op.method} ${op.path}`;
      if (own.has(key)) continue;
      const entry = elsewhere.get(key) ?? { op, versions: [] };
      entry.versions.push(version.name);
      elsewhere.set(key, entry);
    }
  }
  const refuse = (key: string, versions: string[]) => () =>
    Promise.reject(new OperationNotInVersionError(key, chosen.name, versions));
  for (const [key, { op, versions }] of elsewhere) place(client, op.name, refuse(key, versions));
  const request = client['request'] as (key: string, ...rest: unknown[]) => Promise<unknown>;
  client['request'] = (key: string, ...rest: unknown[]) => {
    const missing = elsewhere.get(key);
    return missing ? refuse(key, missing.versions)() : request(key, ...rest);
  };
}

/** Puts `value` at a dotted path unless something is there already (own properties only). */
function place(tree: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop() as string;
  let node = tree;
  for (const segment of segments) {
    if (!Object.prototype.hasOwnProperty.call(node, segment)) node[segment] = {};
    const next = node[segment];
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string, unknown>;
  }
  if (!Object.prototype.hasOwnProperty.call(node, last)) node[last] = value;
}

/** The methods at the given dotted paths, in a tree of their own (`api.common`). */
function pick(client: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    let node: unknown = client;
    for (const segment of path.split('.')) node = (node as Record<string, unknown>)[segment];
    place(out, path, node);
  }
  return out;
}
