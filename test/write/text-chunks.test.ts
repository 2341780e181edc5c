import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileFromParts } from '../../src/ir/generated-file.js';
import { fileChunks, sha256File, sha256Text, textChunks } from '../../src/write/text-chunks.js';
import { template, templateParts } from '../../src/emit/render.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const CHUNK = 1 << 18; // text-chunks.ts' SLICE_CHARS

describe('text chunks (large files written and hashed in slices)', () => {
  it('never splits a surrogate pair at a slice boundary', () => {
    // an emoji (two UTF-16 units) straddling the first boundary
    const text = `${'a'.repeat(CHUNK - 1)}😀${'b'.repeat(10)}`;
    const chunks = [...textChunks(text)];
    expect(chunks.join('')).toBe(text);
    expect(chunks[0]?.endsWith('😀')).toBe(true);
    expect(Buffer.concat(chunks.map((c) => Buffer.from(c, 'utf8'))).toString('utf8')).toBe(text);
    expect(sha256Text(text)).toBe(sha256(text));
  });

  it('reads a file of parts in runs, with the bytes and hash of its contents', () => {
    const parts = [
      'head — ',
      ...Array.from({ length: 5000 }, (_, i) => `const x${i} = ${i};\n`),
      'x'.repeat(CHUNK + 3),
      'tail',
    ];
    const file = fileFromParts('types.ts', parts);
    const chunks = [...fileChunks(file)];
    expect(chunks.join('')).toBe(parts.join(''));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.length).toBeLessThan(20);
    expect(file.contents).toBe(parts.join(''));
    expect(sha256File(file)).toBe(sha256(file.contents));
    expect(sha256File({ path: 'a', contents: 'ä€😀' })).toBe(sha256('ä€😀'));
  });

  it('renders a template as parts identical to the whole render, one part per item', () => {
    const declarations = [
      'export type A = 1;',
      'export type B = \u0000 2;',
      'export interface C {}',
    ];
    const view = { banner: '// banner', declarations };
    const whole = template('types/types.ts.hbs')(view);
    const parts = templateParts('types/types.ts.hbs', view);
    expect(parts.join('')).toBe(whole);
    expect(parts).toEqual(['// banner', '\n', ...declarations.map((d) => `\n${d}\n`), '']);
  });
});
