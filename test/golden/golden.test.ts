import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { join } from 'node:path';
import { readdirSync, rmSync } from 'node:fs';
import { GOLDEN_FIXTURES, generateFiles, isShared, materialiseGoldens } from './generate.js';
import type { GeneratedFile } from '../../src/ir/types.js';
import { verifyFiles } from '../../src/write/verify.js';

/**
 * Golden files: one real .ts per generated file per fixture, every target (`vitest -u`
 * updates them), prettier-clean and tidy as emitted, and — with the consumer files that use
 * them as a downstream project would — compiled by the strictest options (last test). The
 * files copied from src/runtime are the same for every document: kept once, in `runtime/`.
 */
const style = {
  parser: 'typescript',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
  semi: true,
} as const;

const outputs = new Map<string, Promise<GeneratedFile[]>>();
const output = (name: string) => {
  if (!outputs.has(name)) outputs.set(name, generateFiles(GOLDEN_FIXTURES[name]!));
  return outputs.get(name)!;
};

async function expectTidy(file: GeneratedFile): Promise<void> {
  expect(file.contents, file.path).toBe(await prettier.format(file.contents, style));
  expect(file.contents, file.path).not.toMatch(/\n\n\n/);
  expect(file.contents, file.path).not.toMatch(/[ \t]$/m);
  expect(file.contents, file.path).toMatch(/[^\n]\n$/);
  expect(file.contents, file.path).not.toMatch(/\r/);
  // No `any` in code (a comment may say "default: any").
  const code = file.contents.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  expect(code, file.path).not.toMatch(/: any\b|<any>|\bany\[\]/);
}

describe.each(Object.keys(GOLDEN_FIXTURES))('%s', (name) => {
  it('matches the golden files (every target)', async () => {
    const own = (await output(name)).filter((file) => !isShared(file.path));
    for (const target of ['types.ts', 'client.ts', 'validators.ts', 'mocks/data.ts', 'query.ts']) {
      expect(own.map((file) => file.path)).toContain(target);
    }
    for (const file of own) await expect(file.contents).toMatchFileSnapshot(`./${name}/${file.path}`);
  });

  it('is prettier-clean without running prettier, and tidy', async () => {
    for (const file of (await output(name)).filter((f) => !isShared(f.path))) await expectTidy(file);
  });
});

it('ships the same runtime and mock engine for every document, kept once', async () => {
  const byPath = new Map<string, string>();
  for (const name of Object.keys(GOLDEN_FIXTURES)) {
    for (const file of (await output(name)).filter((f) => isShared(f.path))) {
      const first = byPath.get(file.path);
      if (first === undefined) byPath.set(file.path, file.contents);
      else expect(file.contents, `${name}/${file.path}`).toBe(first);
    }
  }
  for (const [path, contents] of byPath) {
    if (!path.startsWith('runtime/')) continue; // the engine: src/runtime/mock as it is
    await expectTidy({ path, contents });
    await expect(contents).toMatchFileSnapshot(`./${path}`);
  }
});

it('goldens and consumer files compile with all of @tsconfig/strictest (noPropertyAccessFromIndexSignature too)', async () => {
  const root = await materialiseGoldens();
  try {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => join(root, path));
    expect(await verifyFiles(files, root)).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 240_000);
