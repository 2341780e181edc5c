#!/usr/bin/env node
// Rewrites what derives from the target registry (src/emit/targets.ts): docs/targets.md
// and the targets' parts of schema/specforge.config.schema.json. Run after `npm run build`:
//   npm run build && node scripts/gen-targets-doc.mjs
// test/emit/targets.test.ts fails when a committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { renderConfigSchema, renderTargetsDoc } = await import(join(root, 'dist/src/emit/targets-doc.js'));
writeFileSync(join(root, 'docs/targets.md'), renderTargetsDoc());
const schemaPath = join(root, 'schema/specforge.config.schema.json');
writeFileSync(schemaPath, await renderConfigSchema(readFileSync(schemaPath, 'utf8')));
console.log('docs/targets.md and schema/specforge.config.schema.json written');
