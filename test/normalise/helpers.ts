/** Small documents around a fragment, for table-driven normaliser tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { omitKeys } from '../../src/ir/compare.js';
import type { ApiModel, NormaliseOptions, Operation, Schema } from '../../src/ir/types.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';

export type Doc = Record<string, unknown>;

const pointerKeys = new Set(['pointer']);

/** IR without pointers: fragments are compared by meaning, factories use `#`. */
export function bare<T>(value: T): T {
  return omitKeys(value, pointerKeys);
}

export function swagger2(extra: Doc = {}): Doc {
  return {
    swagger: '2.0',
    info: { title: 't', version: '1' },
    basePath: '/api',
    paths: {},
    ...extra,
  };
}

export function oas3(extra: Doc = {}, version = '3.0.3'): Doc {
  return { openapi: version, info: { title: 't', version: '1' }, paths: {}, ...extra };
}

export function model(document: Doc, options: NormaliseOptions = {}): ApiModel {
  return normalise({ document, sha256: 'test' }, options);
}

/** The IR of one named schema `X` written as `fragment` (plus any `others`). */
export function schemaOf(fragment: unknown, others: Doc = {}, version = '3.0.3'): Schema {
  const doc = oas3({ components: { schemas: { X: fragment, ...others } } }, version);
  const named = model(doc).schemas.find((s) => s.originalName === 'X');
  if (!named) throw new Error('no schema X');
  return bare(named.schema);
}

/** The one operation of a document with a single path and method. */
export function onlyOperation(document: Doc, options: NormaliseOptions = {}): Operation {
  const ops = model(document, options).operations;
  if (ops.length !== 1) throw new Error(`expected one operation, got ${ops.length}`);
  return ops[0] as Operation;
}

export function readFixture(...parts: string[]): Doc {
  const path = join(repoRoot, 'fixtures', ...parts);
  const bytes = readFileSync(path);
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as Doc;
}

/** The same document with every object's keys in a shuffled (seeded) order. */
export function shuffleKeys<T>(value: T, seed = 1): T {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = walk((node as Record<string, unknown>)[key]);
    return out;
  };
  return walk(value) as T;
}
