import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Canonical } from '../../src/json/canonical.js';
import { documentSha256 } from '../../src/runtime/canonical.js';
import { operationFingerprints } from '../../src/runtime/fingerprint.js';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import { diffStructure } from '../../src/diff/structural/index.js';
import { agreedOperations } from '../../src/diff/agree.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * What `connect()` computes from the installation's document must agree with what
 * `generate` recorded: the hash with the lock's (src/json/canonical.ts), and the
 * operation fingerprints with the diff (an operation the diff sees change in what is sent
 * or received has another fingerprint; one it sees unchanged keeps its fingerprint).
 */
const docs = ['v1.json', 'v2.json', 'v2.oas30.json', 'v2.oas31.json'].map((name) =>
  join(repoRoot, 'fixtures/installation/docs', name),
);
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('the runtime document hash', () => {
  it.each(docs)('is the lock hash of %s', async (path) => {
    const document = read(path);
    expect(await documentSha256(document)).toBe(sha256Canonical(document));
  });

  it('sorts keys as the lock does, integer-like and __proto__ keys included', async () => {
    const value = JSON.parse(
      '{"b":1,"200":{"z":[3,{"y":1,"x":2}],"10":null},"__proto__":{"a":1},"a":"é"}',
    );
    expect(await documentSha256(value)).toBe(sha256Canonical(value));
  });
});

describe('operation fingerprints against the diff (installation v1 → v2)', () => {
  const load = async (name: string) => {
    const loaded = await loadDocument(join(repoRoot, 'fixtures/installation/docs', name), {
      validate: false,
    });
    return { loaded, model: normalise({ document: loaded.document, sha256: loaded.lock.sha256 }) };
  };

  it('differ where the diff sees a change, and agree on the operations every version agrees on', async () => {
    const [v1, v2] = await Promise.all([load('v1.json'), load('v2.json')]);
    const before = operationFingerprints(v1.loaded.document);
    const after = operationFingerprints(v2.loaded.document);
    const changed = new Set(
      diffStructure(v1.model, v2.model)
        .filter((c) => c.direction !== 'none' && c.operation.method !== '')
        .map((c) => `${c.operation.method} ${c.operation.path}`),
    );
    expect(changed.size).toBeGreaterThan(5);
    for (const key of changed) expect(before[key], key).not.toBe(after[key]);
    const agreed = agreedOperations([v1.model, v2.model]);
    expect(agreed.length).toBeGreaterThan(40);
    for (const key of agreed) expect(after[key], key).toBe(before[key]);
  });

  it('leave documentation out: a new description or summary changes no fingerprint', () => {
    const document = read(docs[1] as string);
    const edited = structuredClone(document) as any;
    edited.paths['/job'].get.description = 'edited';
    edited.paths['/job'].get.summary = 'edited';
    edited.definitions.Job.properties.id.description = 'edited';
    expect(operationFingerprints(edited)).toEqual(operationFingerprints(document));
    edited.definitions.Job.properties.id.type = 'string';
    const moved = operationFingerprints(edited);
    expect(moved['GET /job/{jobid}']).not.toBe(operationFingerprints(document)['GET /job/{jobid}']);
  });

  it('are the same for the same operations written as Swagger 2.0 or OpenAPI 3 (per format only)', () => {
    // Not a cross-format promise: each format hashes its own shapes; the keys are the same.
    const swagger = Object.keys(operationFingerprints(read(docs[1] as string)));
    const oas30 = Object.keys(operationFingerprints(read(docs[2] as string)));
    expect(oas30).toEqual(swagger);
  });
});
