import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import { versionsInput } from '../../src/api/versions.js';
import { emitVersions } from '../../src/emit/versions/index.js';
import type { GeneratedFile } from '../../src/ir/types.js';
import type { TargetName } from '../../src/emit/targets.js';
import { verifyFiles } from '../../src/write/verify.js';
import { repoRoot } from '../helpers/cli.js';
import { GOLDEN_VERSION } from '../golden/generate.js';

/**
 * The multi-version output of the installation's v1 and v2 (`--source 1.0=… --source
 * 2.0=…`): golden files (`vitest -u` updates them; the runtime and mock engine are copies,
 * left out), prettier-clean as emitted, the same bytes on every run, and strict-clean.
 */
const SOURCES = {
  '1.0': join(repoRoot, 'fixtures/installation/docs/v1.json'),
  '2.0': join(repoRoot, 'fixtures/installation/docs/v2.json'),
};

async function generate(targets: TargetName[]): Promise<GeneratedFile[]> {
  const versions = [];
  for (const [name, source] of Object.entries(SOURCES)) {
    const loaded = await loadDocument(source, { validate: false });
    const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
    versions.push({ name, loaded, model });
  }
  const input = await versionsInput(versions);
  return (await emitVersions(input, { targets, specforgeVersion: GOLDEN_VERSION })).files;
}

const copies = (file: GeneratedFile) =>
  !file.path.startsWith('mocks/engine/') &&
  !(
    file.path.startsWith('runtime/') && !/^runtime\/(version|canonical|fingerprint)/.test(file.path)
  );

const style = {
  parser: 'typescript',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
  semi: true,
} as const;

// The runtime files only a multi-version output ships are kept with the other runtime goldens.
const goldenPath = (path: string) =>
  path.startsWith('runtime/') ? `../golden/${path}` : `../golden/versions/${path}`;

it('matches the golden files (types, client; mocks/index.ts)', async () => {
  for (const file of (await generate(['types', 'client'])).filter(copies))
    await expect(file.contents).toMatchFileSnapshot(goldenPath(file.path));
  const mocks = (await generate(['types', 'client', 'mocks'])).find(
    (f) => f.path === 'mocks/index.ts',
  );
  await expect(mocks?.contents).toMatchFileSnapshot('../golden/versions/mocks/index.ts');
});

describe('every target', () => {
  const all: TargetName[] = ['types', 'client', 'validators', 'mocks', 'query'];
  const written: string[] = [];
  afterAll(() => written.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is prettier-clean without running prettier, tidy, and the same on every run', async () => {
    const files = await generate(all);
    const again = await generate(all);
    expect(again.map((f) => [f.path, f.contents])).toEqual(files.map((f) => [f.path, f.contents]));
    for (const file of files.filter(copies)) {
      expect(file.contents, file.path).toBe(await prettier.format(file.contents, style));
      expect(file.contents, file.path).not.toMatch(/\n\n\n|[ \t]$|\r/m);
    }
  });

  it('compiles with the strictest options', async () => {
    const root = join(repoRoot, '.tmp', 'versions-generated');
    mkdirSync(root, { recursive: true });
    const dir = mkdtempSync(join(root, 'golden-'));
    written.push(dir);
    const files = await generate(all);
    for (const file of files) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.contents);
    }
    const paths = files.map((file) => join(dir, file.path));
    expect(await verifyFiles(paths, dir)).toEqual([]);
  }, 180_000);
});
