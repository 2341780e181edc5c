#!/usr/bin/env node
// Rewrites the generated documentation: docs/targets.md (from the target registry,
// src/emit/targets.ts) and schema/specforge.config.schema.json (from the config's one
// definition, src/config/schema.ts, which takes the targets' sections from the registry).
// Run after `npm run build`:
//   npm run build && node scripts/gen-targets-doc.mjs
// test/emit/targets.test.ts and test/config/config.test.ts fail when a committed file is stale.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { renderTargetsDoc } = await import(join(root, 'dist/src/emit/targets-doc.js'));
const { renderConfigSchemaFile } = await import(join(root, 'dist/src/config/schema-file.js'));
writeFileSync(join(root, 'docs/targets.md'), renderTargetsDoc());
writeFileSync(join(root, 'schema/specforge.config.schema.json'), await renderConfigSchemaFile());
console.log('docs/targets.md and schema/specforge.config.schema.json written');
