import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type DocumentName,
  documentFiles,
  renderDocument,
} from '../../fixtures/installation/spec/render.js';
import { repoRoot } from '../helpers/cli.js';

const docsDir = join(repoRoot, 'fixtures', 'installation', 'docs');
const names = Object.keys(documentFiles) as DocumentName[];

/** The committed documents are what the builders render; UPDATE_FIXTURES=1 rewrites them. */
describe('committed installation documents', () => {
  for (const name of names) {
    it(`${documentFiles[name]} equals the builders' output`, () => {
      const file = join(docsDir, documentFiles[name]);
      const rendered = renderDocument(name);
      if (process.env.UPDATE_FIXTURES === '1') writeFileSync(file, rendered);
      expect(readFileSync(file, 'utf8')).toBe(rendered);
    });
  }
});
