#!/usr/bin/env node
// Rewrites docs/rules.md from the rule registry. Run after `npm run build`:
//   npm run build && node scripts/gen-rules-doc.mjs
// test/diff/rules-doc.test.ts fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { RULES } = await import(join(root, 'dist/src/diff/rules/index.js'));
const { renderRulesDoc } = await import(join(root, 'dist/src/diff/rules-doc.js'));
const { parseOasdiffCatalogue } = await import(join(root, 'dist/src/diff/oasdiff-coverage.js'));
const catalogue = parseOasdiffCatalogue(
  readFileSync(join(root, 'fixtures/oasdiff/checks.txt'), 'utf8'),
);
writeFileSync(join(root, 'docs/rules.md'), renderRulesDoc(RULES, catalogue));
console.log(`docs/rules.md: ${RULES.length} rules`);
