#!/usr/bin/env node
// Rewrites docs/targets.md from the target registry. Run after `npm run build`:
//   npm run build && node scripts/gen-targets-doc.mjs
// test/emit/targets.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { renderTargetsDoc } = await import(join(root, 'dist/src/emit/targets-doc.js'));
writeFileSync(join(root, 'docs/targets.md'), renderTargetsDoc());
console.log('docs/targets.md written');
