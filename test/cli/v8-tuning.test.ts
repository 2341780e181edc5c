import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { isLargeDocument, isLongRun } from '../../src/cli/v8-tuning.js';
import { loadDocument } from '../../src/loader/index.js';
import { repoRoot } from '../helpers/cli.js';

// Which generate and check runs take other V8 settings (bench/README.md §14, issue 31).
describe('isLargeDocument', () => {
  it('is a document of 5 MB or more', () => {
    expect(isLargeDocument(5_000_000)).toBe(true);
    expect(isLargeDocument(8_614_783)).toBe(true);
    expect(isLargeDocument(4_999_999)).toBe(false);
    expect(isLargeDocument(0)).toBe(false);
  });
});

describe("the loader's onRead (where the CLI learns the size)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-onread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(repoRoot, 'fixtures/installation/docs/v2.json');

  it("is told the document's bytes, from a file and from stdin, before the parse", async () => {
    const sizes: number[] = [];
    await loadDocument(file, { validate: false, onRead: (bytes) => sizes.push(bytes) });
    const text = `\n${JSON.stringify({ openapi: '3.0.3', info: { title: 'é', version: '1' }, paths: {} })}`;
    const stdin = Readable.from([Buffer.from(text)]);
    await loadDocument('-', { validate: false, stdin, onRead: (bytes) => sizes.push(bytes) });
    expect(sizes).toEqual([statSync(file).size, Buffer.byteLength(text)]);

    // Told before parsing: a document that does not parse has still been measured.
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"openapi": ');
    const told: number[] = [];
    await expect(
      loadDocument(broken, { validate: false, onRead: (bytes) => told.push(bytes) }),
    ).rejects.toThrow(/invalid JSON/);
    expect(told).toEqual([12]);
  });
});

describe('isLongRun (TurboFan from the emit step, below isLargeDocument)', () => {
  it('is a model of 10 000 operations or more whose targets include more than types and client', () => {
    expect(isLongRun(20_000, undefined)).toBe(true);
    expect(isLongRun(20_000, ['types', 'client', 'validators'])).toBe(true);
    expect(isLongRun(10_000, ['mocks'])).toBe(true);
  });

  it('is never types and client alone, nor a smaller model', () => {
    expect(isLongRun(20_000, ['types', 'client'])).toBe(false);
    expect(isLongRun(20_000, ['types'])).toBe(false);
    expect(isLongRun(9_999, undefined)).toBe(false);
  });
});
