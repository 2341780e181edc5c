import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/diff/rules/index.js';
import { renderRulesDoc } from '../../src/diff/rules-doc.js';
import { parseOasdiffCatalogue } from '../../src/diff/oasdiff-coverage.js';
import { repoRoot } from '../helpers/cli.js';

describe('the rule registry', () => {
  it('has unique, well-formed ids and a message and why for every rule', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(rule.message.length).toBeGreaterThan(5);
      expect(rule.why.length).toBeGreaterThan(10);
    }
  });

  it('is documented in docs/rules.md, and the document is current', () => {
    const committed = readFileSync(join(repoRoot, 'docs/rules.md'), 'utf8');
    // Stale? Run: npm run build && node scripts/gen-rules-doc.mjs
    const catalogue = parseOasdiffCatalogue(
      readFileSync(join(repoRoot, 'fixtures/oasdiff/checks.txt'), 'utf8'),
    );
    expect(committed).toBe(renderRulesDoc(RULES, catalogue));
  });
});
