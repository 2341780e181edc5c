import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverlays } from '../../src/loader/overlay-apply.js';
import { readOverlay, type Overlay } from '../../src/loader/overlay-read.js';
import { SpecforgeError } from '../../src/errors.js';

/** Overlay 1.0 semantics: targets are RFC 9535 JSONPath; update merges or appends; remove deletes. */
const overlay = (actions: Overlay['actions']) => [
  { file: 'o.yaml', sha256: 'x', overlay: { overlay: '1.0.0', info: { title: 't', version: '1' }, actions } },
];

const document = () => ({
  paths: {
    '/job': { get: { responses: { '200': { description: 'ok' } }, tags: ['job'] } },
    '/queue': { get: { responses: { '200': { description: 'ok' } }, tags: ['queue'] } },
  },
});

describe('applyOverlays', () => {
  it('merges an update into every selected object, recursively, arrays concatenated', () => {
    const before = document();
    const { document: applied, unmatched } = applyOverlays(
      before,
      overlay([{ target: "$.paths[*].get", update: { tags: ['probed'], responses: { '200': { schema: { type: 'array' } } } } }]),
    );
    const after = applied as ReturnType<typeof document>;
    expect(after.paths['/job'].get).toEqual({ responses: { '200': { description: 'ok', schema: { type: 'array' } } }, tags: ['job', 'probed'] });
    expect(after.paths['/queue'].get.tags).toEqual(['queue', 'probed']);
    expect(unmatched).toEqual([]);
    expect(before.paths['/job'].get.tags).toEqual(['job']); // the caller's document is untouched
  });

  it('removes selected nodes, array items last first', () => {
    const doc = { list: [1, 2, 3, 4], keep: { drop: 1, stay: 2 } };
    const { document: after } = applyOverlays(
      doc,
      overlay([
        { target: '$.list[?@ > 1]', remove: true },
        { target: '$.keep.drop', remove: true },
      ]),
    );
    expect(after).toEqual({ list: [1], keep: { stay: 2 } });
  });

  it('reports actions that select nothing, and refuses an invalid JSONPath with a clear error', () => {
    const { unmatched } = applyOverlays(document(), overlay([{ target: "$.paths['/gone'].get", update: { x: 1 } }]));
    expect(unmatched).toEqual([`overlay o.yaml action 1 ($.paths['/gone'].get) selects nothing`]);
    expect(() => applyOverlays(document(), overlay([{ target: '$.paths[bad', update: {} }]))).toThrow(/not a valid JSONPath/);
  });

  it('never lets an update reach the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const { document: after } = applyOverlays({ a: {} }, overlay([{ target: '$.a', update: hostile }]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(after.a)).toBe(Object.prototype);
  });
});

describe('readOverlay', () => {
  it('reads YAML, hashes the bytes, and refuses what is not an Overlay 1.0 document', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'overlay-'));
    const good = join(dir, 'fix.yaml');
    await writeFile(good, 'overlay: 1.0.0\ninfo: {title: fix, version: "1"}\nactions:\n  - target: $.info\n    update: {title: x}\n');
    const loaded = await readOverlay(good);
    expect(loaded.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(loaded.overlay.actions[0]?.target).toBe('$.info');
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{"overlay": "2.0.0", "info": {"title": "t", "version": "1"}, "actions": []}');
    await expect(readOverlay(bad)).rejects.toThrow(SpecforgeError);
    await expect(readOverlay(bad)).rejects.toThrow(/"overlay" must be a 1.0.x version/);
  });
});
