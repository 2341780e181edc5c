import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { join } from 'node:path';
import { GOLDEN_FIXTURES, generateFiles } from './generate.js';
import { verifyFiles } from '../../src/write/verify.js';
import { repoRoot } from '../helpers/cli.js';
import { readdirSync } from 'node:fs';

/**
 * Golden files: one real .ts per generated file per fixture (`vitest -u` updates them),
 * prettier-clean and tidy as emitted, and — with the consumer files that use them as a
 * downstream project would — compiled by the strictest options (last test).
 */
const style = {
  parser: 'typescript',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
  semi: true,
} as const;

describe.each(Object.entries(GOLDEN_FIXTURES))('%s', (name, source) => {
  it('matches the golden files', async () => {
    for (const file of await generateFiles(source)) {
      await expect(file.contents).toMatchFileSnapshot(`./${name}/${file.path}`);
    }
  });

  it('is prettier-clean without running prettier, and tidy', async () => {
    for (const file of await generateFiles(source)) {
      expect(file.contents, file.path).toBe(await prettier.format(file.contents, style));
      expect(file.contents, file.path).not.toMatch(/\n\n\n/);
      expect(file.contents, file.path).not.toMatch(/[ \t]$/m);
      expect(file.contents, file.path).toMatch(/[^\n]\n$/);
      expect(file.contents, file.path).not.toMatch(/\r|: any\b|<any>|\bany\[\]/);
    }
  });
});

it('goldens and consumer files compile with all of @tsconfig/strictest (noPropertyAccessFromIndexSignature too)', async () => {
  const root = join(repoRoot, 'test/golden');
  const dirs = [...Object.keys(GOLDEN_FIXTURES), 'consumers'];
  const files = dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => join(root, dir, path)),
  );
  const problems = await verifyFiles(files, root);
  expect(problems).toEqual([]);
}, 180_000);
