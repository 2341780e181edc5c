// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * What each operation of a document asks and answers, reduced to a short hash: its
 * parameters (path-item ones merged in), request body, media types, security, success
 * responses and the statuses it documents, hashed bottom-up (a `$ref` as what it points
 * to), documentation (descriptions, summaries, titles, examples, tags, deprecation) left
 * out. Two documents whose operation has the same fingerprint ask and answer the same there.
 *
 * `generate` records each version's fingerprints in the generated `versions.ts`; when an
 * installation serves a document that matches no version, `connect()` fingerprints it to
 * find the nearest version (fewest operations that differ) and to tell whether the
 * operations the caller uses are among them. The generated client carries no diff engine:
 * this is its diff, one operation at a time. Shipped into the generated output as
 * `runtime/fingerprint.ts`: no dependencies.
 */
import { canonicalJson } from './canonical.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DOCUMENTATION = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'deprecated',
  'tags',
  'operationId',
  'x-example',
]);
/** Keys whose object holds names (a property called `description` is not documentation). */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'headers', 'content', 'responses']);

type Json = Record<string, unknown>;

/** `METHOD /path` → fingerprint, for every operation of a Swagger 2.0 or OpenAPI 3.x document. */
export function operationFingerprints(document: unknown): Record<string, string> {
  const root = asRecord(document) ?? {};
  const refs = new RefHasher(root);
  const out: Record<string, string> = {};
  const paths = asRecord(root['paths']) ?? {};
  for (const path of Object.keys(paths).sort()) {
    const item = refs.resolve(paths[path]);
    for (const method of METHODS) {
      const op = asRecord(item[method]);
      if (!op) continue;
      const contract = {
        parameters: parameters(item['parameters'], op['parameters'], refs),
        requestBody: op['requestBody'],
        consumes: op['consumes'] ?? root['consumes'],
        produces: op['produces'] ?? root['produces'],
        security: op['security'] ?? root['security'],
        responses: successResponses(op['responses']),
        statuses: Object.keys(asRecord(op['responses']) ?? {}).sort(),
      };
      out[`${method.toUpperCase()} ${path}`] = refs.hash(contract);
    }
  }
  return out;
}

/** The operation's parameters and its path item's, by `in` and name (the operation's win). */
function parameters(shared: unknown, own: unknown, refs: RefHasher): Json[] {
  const byKey = new Map<string, Json>();
  for (const list of [shared, own]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const param = refs.resolve(item);
      byKey.set(`${String(param['in'])} ${String(param['name'])}`, param);
    }
  }
  return [...byKey.keys()].sort().map((key) => byKey.get(key) as Json);
}

function successResponses(responses: unknown): Json {
  const all = asRecord(responses) ?? {};
  const out: Json = {};
  for (const status of Object.keys(all)) if (/^2/.test(status)) out[status] = all[status];
  return out;
}

/**
 * Hashes values bottom-up: every object becomes the hash of its cleaned members, and a
 * `$ref` the hash of its target, so that a schema referenced and the same schema written
 * inline hash alike, and shared definitions are hashed once (a reference cycle by pointer).
 */
class RefHasher {
  private readonly done = new Map<string, unknown>();
  private readonly open = new Set<string>();
  constructor(private readonly root: Json) {}

  /** A `$ref`'s target (one level), or the value itself, as a record. */
  resolve(value: unknown): Json {
    const record = asRecord(value) ?? {};
    const ref = record['$ref'];
    return typeof ref === 'string' ? (asRecord(this.target(ref)) ?? {}) : record;
  }

  hash(value: unknown): string {
    return shortHash(canonicalJson(this.clean(value, false)));
  }

  private clean(value: unknown, names: boolean): unknown {
    if (Array.isArray(value)) return value.map((item) => this.clean(item, false));
    const record = asRecord(value);
    if (!record) return value;
    if (!names && typeof record['$ref'] === 'string') return this.reference(record['$ref']);
    const out: Json = {};
    for (const key of Object.keys(record)) {
      if (!names && DOCUMENTATION.has(key)) continue;
      out[key] = this.clean(record[key], !names && NAME_MAPS.has(key));
    }
    return shortHash(canonicalJson(out));
  }

  private reference(ref: string): unknown {
    if (this.done.has(ref)) return this.done.get(ref);
    if (this.open.has(ref)) return `cycle ${ref}`;
    this.open.add(ref);
    const cleaned = this.clean(this.target(ref), false);
    this.open.delete(ref);
    this.done.set(ref, cleaned);
    return cleaned;
  }

  /** A local JSON pointer's target (`#/definitions/Job`); anything else stays a name. */
  private target(ref: string): unknown {
    if (!ref.startsWith('#/')) return ref;
    let node: unknown = this.root;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = asRecord(node)?.[key];
    }
    return node;
  }
}

function asRecord(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

/** 64 bits from two FNV-1a style 32-bit hashes: short, stable, the same in every engine. */
function shortHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
