import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isLargeDocument, isLongRun } from '../../src/cli/v8-tuning.js';

// Which generate and check runs take the long-run V8 settings (bench/README.md §14, issue 31).
describe('isLongRun (TurboFan from the emit step, for a source whose size was not known)', () => {
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

describe('isLargeDocument', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-long-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a local file of 5 MB or more (its size, not its contents)', () => {
    const large = join(dir, 'large.json');
    writeFileSync(large, '');
    truncateSync(large, 5_000_000);
    expect(isLargeDocument(large)).toBe(true);
    const small = join(dir, 'small.json');
    writeFileSync(small, '');
    truncateSync(small, 4_999_999);
    expect(isLargeDocument(small)).toBe(false);
  });

  it('is never a URL, stdin, a missing file or a directory whose size is not the document', () => {
    expect(isLargeDocument('https://jobs.example.com/api/swagger.json')).toBe(false);
    expect(isLargeDocument('-')).toBe(false);
    expect(isLargeDocument(join(dir, 'missing.json'))).toBe(false);
    expect(isLargeDocument(dir)).toBe(false);
  });
});
