import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportNames, namedSources } from '../../src/ir/export-names.js';
import type { ApiModel, NormaliseOptions } from '../../src/ir/types.js';
import { repoRoot } from '../helpers/cli.js';
import { model, readFixture, type Doc } from './helpers.js';

/**
 * ADR 0003: a generated name depends on the thing named only. For each pair of documents,
 * every schema and operation present in both, named from the same basis (schema key,
 * client method), keeps every exported type name; every operation keeps its method.
 */
function renames(before: ApiModel, after: ApiModel): string[] {
  const old = new Map(namedSources(before).map((source) => [source.key, source]));
  const out: string[] = [];
  for (const source of namedSources(after)) {
    const was = old.get(source.key);
    if (!was || was.basis !== source.basis) continue;
    for (const [role, name] of Object.entries(was.names)) {
      const now = source.names[role];
      if (now !== undefined && now !== name) out.push(`${source.key}: ${name} → ${now}`);
    }
  }
  return out;
}

/** A seeded generator (mulberry32): the same additions on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUFFIXES = ['Response', 'Request', 'Query', 'Headers', 'Error', 'PathParams', 'List', ''];
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/**
 * `doc` with 20 definitions and 20 operations added, chosen to meet the names already
 * there: schemas named after existing type stems plus a suffix (`QueueListResponse`),
 * operations on new paths under existing prefixes. Exact copies of an existing export
 * are left out: those are true collisions, which the diff reports.
 */
function grown(doc: Doc, base: ApiModel, seed: number): Doc {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const taken = new Set(
    namedSources(base).flatMap((s) => Object.values(s.names).map((n) => n.toLowerCase())),
  );
  const stems = base.operations.map((op) => op.name.typeName);
  const schemas: Doc = {};
  while (Object.keys(schemas).length < 20) {
    const name = `${pick(stems)}${pick(SUFFIXES)}${next() < 0.3 ? Math.floor(next() * 9) : ''}`;
    if (!taken.has(name.toLowerCase()))
      schemas[name] = { type: 'object', properties: { a: { type: 'string' } } };
  }
  const prefixes = base.operations.map((op) => op.path.split('/').slice(0, 2).join('/'));
  const paths: Doc = { ...(doc.paths as Doc) };
  for (let i = 0; i < 20; i++) {
    const path = `${pick(prefixes)}/added${i}${next() < 0.5 ? '/{id}' : ''}`;
    const params = path.endsWith('{id}')
      ? [{ name: 'id', in: 'path', required: true, type: 'string', schema: { type: 'string' } }]
      : [];
    paths[path] = {
      [pick(METHODS)]: { parameters: params, responses: { '200': { description: 'ok' } } },
    };
  }
  if ('swagger' in doc)
    return { ...doc, paths, definitions: { ...(doc.definitions as Doc), ...schemas } };
  const components = (doc.components ?? {}) as Doc;
  return {
    ...doc,
    paths,
    components: { ...components, schemas: { ...(components.schemas as Doc), ...schemas } },
  };
}

function methods(before: ApiModel, after: ApiModel): string[] {
  const old = new Map(
    before.operations.map((op) => [`${op.method} ${op.path}`, op.name.qualified]),
  );
  return after.operations
    .filter(
      (op) =>
        old.has(`${op.method} ${op.path}`) &&
        old.get(`${op.method} ${op.path}`) !== op.name.qualified,
    )
    .map(
      (op) =>
        `${op.method} ${op.path}: ${old.get(`${op.method} ${op.path}`)} → ${op.name.qualified}`,
    );
}

const pairsDir = join(repoRoot, 'fixtures/diff');
const pairs = readdirSync(pairsDir).filter((name) => existsSync(join(pairsDir, name, 'old.json')));

describe('generated names are stable (ADR 0003)', () => {
  it.each(pairs)('fixtures/diff/%s: 0 renames', (pair) => {
    const read = (file: string): Doc =>
      JSON.parse(readFileSync(join(pairsDir, pair, file), 'utf8')) as Doc;
    let options: { old?: NormaliseOptions; new?: NormaliseOptions } = {};
    try {
      options = read('options.json') as typeof options;
    } catch {
      // most pairs have no options
    }
    const before = model(read('old.json'), options.old);
    const after = model(read('new.json'), options.new);
    // That pair is the true collision the diff must report: a schema holds the very name.
    const expected =
      pair === 'generated-name-changed'
        ? ['operation GET /queue: QueueListResult → QueueListResult2']
        : [];
    expect(renames(before, after)).toEqual(expected);
  });

  it('v1 → v2 of the reference installation: 0 renames', () => {
    const before = model(readFixture('installation/docs/v1.json'));
    const after = model(readFixture('installation/docs/v2.json'));
    expect(renames(before, after)).toEqual([]);
    expect(methods(before, after)).toEqual([]);
  });

  const documents = [
    'installation/docs/v2.json',
    'installation/docs/v2.oas31.json',
    'real-world/github-api.json.gz',
    'real-world/stripe-spec3.json.gz',
    'real-world/k8s-swagger.json.gz',
  ];
  it.each(documents)('%s with 20 definitions and 20 operations added: 0 renames', (file) => {
    const doc = readFixture(...file.split('/'));
    const before = model(doc);
    const after = model(grown(doc, before, 14));
    expect(after.schemas.length).toBe(before.schemas.length + 20);
    expect(after.operations.length).toBe(before.operations.length + 20);
    expect(renames(before, after)).toEqual([]);
    expect(methods(before, after)).toEqual([]);
  });

  it('a true collision is numbered on that one name only', () => {
    const doc = readFixture('installation/docs/v2.json');
    const before = model(doc);
    const queue = before.operations.find((op) => op.method === 'GET' && op.path === '/queue');
    const result = exportNames(before).operations.get(queue?.id ?? '')?.result ?? '';
    const after = model({
      ...doc,
      definitions: { ...(doc.definitions as Doc), [result]: { type: 'string' } },
    });
    expect(renames(before, after)).toEqual([`operation GET /queue: ${result} → ${result}2`]);
  });
});
