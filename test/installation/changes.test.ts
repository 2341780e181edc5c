/**
 * CHANGES.md is machine-read by the diff tests: every row must parse and name an
 * operation that exists where it says (v1 for removed operations, v2 otherwise).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../fixtures/installation/spec/render.js';
import { repoRoot } from '../helpers/cli.js';

interface Row {
  operation: string;
  location: string;
  breaking: string;
  why: string;
}

function rows(): Row[] {
  const text = readFileSync(join(repoRoot, 'fixtures/installation/CHANGES.md'), 'utf8');
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('| ') && !line.startsWith('| operation') && !line.startsWith('| ---'),
    )
    .map((line) => {
      const [operation, location, breaking, why] = line.slice(2, -2).split(' | ');
      return { operation: operation!, location: location!, breaking: breaking!, why: why! };
    });
}

function hasOperation(version: 'v1' | 'v2', operation: string): boolean {
  const [method, path] = operation.split(' ');
  const paths = buildDocument(version).paths as Record<string, Record<string, unknown>>;
  return Boolean(paths[path!]?.[method!.toLowerCase()]);
}

describe('CHANGES.md', () => {
  it('has one well-formed row per change, 14 of them breaking', () => {
    const table = rows();
    expect(table.length).toBeGreaterThanOrEqual(15);
    for (const row of table) {
      expect(row.operation).toMatch(/^(GET|PUT|POST|DELETE) \/\S+$/);
      expect(['yes', 'no']).toContain(row.breaking);
      expect(row.why.length).toBeGreaterThan(5);
    }
    expect(table.filter((row) => row.breaking === 'yes')).toHaveLength(14);
  });

  it('names operations that exist in v2, or in v1 when v2 removed them', () => {
    for (const row of rows()) {
      const removed = row.location === 'operation' && row.why.includes('removed');
      expect(hasOperation(removed ? 'v1' : 'v2', row.operation), row.operation).toBe(true);
      if (removed) expect(hasOperation('v2', row.operation), row.operation).toBe(false);
    }
  });
});
