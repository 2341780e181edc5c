import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../src/api/index.js';

/**
 * Audit item 17: `items: []` (invalid, but served) gave `const variants1 = [];`, which
 * fails `tsc --strict`; numbers from 1e21 up were printed `1e+21` where prettier
 * writes `1e21`.
 */
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-emit-'));
const doc = join(dir, 'edge.json');
writeFileSync(
  doc,
  JSON.stringify({
    swagger: '2.0',
    info: { title: 't', version: '1' },
    basePath: '/api',
    paths: {
      '/x': {
        get: {
          operationId: 'x',
          parameters: [{ name: 'n', in: 'query', type: 'number', maximum: 1e21, default: 3e21 }],
          responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/D' } } },
        },
      },
    },
    definitions: {
      D: {
        type: 'object',
        properties: {
          a: { type: 'array', items: [] },
          b: { type: 'number', maximum: 1e21, enum: [1e21, 5] },
        },
      },
    },
  }),
);

describe('edge documents still give strict, prettier-clean code (audit item 17)', () => {
  it('items: [] compiles under tsc --strict', { timeout: 30_000 }, async () => {
    const out = join(dir, 'strict');
    const result = await generate({ source: doc, output: out, targets: ['types', 'validators'], verify: true });
    expect(result.verifyProblems).toEqual([]);
  });

  it('1e21 and above print as prettier prints them', async () => {
    const out = join(dir, 'numbers');
    await generate({ source: doc, output: out, targets: ['types', 'validators', 'mocks'] });
    for (const file of ['validators.ts', 'mocks/data.ts']) {
      const text = readFileSync(join(out, file), 'utf8');
      expect(text, file).not.toContain('e+21');
      expect(text, file).toContain('1e21');
    }
  });
});
