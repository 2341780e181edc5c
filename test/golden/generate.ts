import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import type { GeneratedFile } from '../../src/ir/types.js';
import { renderOutput } from '../../src/write/render-output.js';
import { OUTPUT_LOCK_FILE } from '../../src/write/lock-file.js';
import { repoRoot } from '../helpers/cli.js';

/** The documents with golden output: the reference installation's v1 and v2, and the edge cases. */
export const GOLDEN_FIXTURES: Record<string, string> = {
  v1: join(repoRoot, 'fixtures/installation/docs/v1.json'),
  v2: join(repoRoot, 'fixtures/installation/docs/v2.json'),
  edge: join(repoRoot, 'test/golden/edge-case.json'),
};

/** Every built-in target. */
const GOLDEN_TARGETS = ['types', 'client', 'validators', 'mocks', 'query', 'react-query', 'zod'] as const;

/** A pinned version, so that goldens do not change with each release. */
export const GOLDEN_VERSION = '0.0.0-golden';

/**
 * Files copied from src/runtime, the same bytes for every document: their goldens are kept
 * once (`test/golden/runtime/`; the mock engine's copies are checked equal across documents
 * and compiled, not kept: they are src/runtime/mock verbatim).
 */
export function isShared(path: string): boolean {
  return path.startsWith('runtime/') || path.startsWith('mocks/engine/');
}

/** Every target for a document, without the lock (it holds the whole document). */
export async function generateFiles(source: string): Promise<GeneratedFile[]> {
  const loaded = await loadDocument(source, { validate: false });
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
  const files = await renderOutput(model, loaded, {
    targets: [...GOLDEN_TARGETS],
    specforgeVersion: GOLDEN_VERSION,
  });
  return files.filter((file) => file.path !== OUTPUT_LOCK_FILE);
}

/**
 * Each fixture's whole output (shared files included) and the consumer files, written to a
 * temporary directory laid out as test/golden is (`v2/`, `consumers/` …), so that the
 * consumers' `../v2/index.js` imports resolve. Returns the directory.
 */
export async function materialiseGoldens(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'sf-golden-'));
  for (const [name, source] of Object.entries(GOLDEN_FIXTURES)) {
    for (const file of await generateFiles(source)) {
      const path = join(root, name, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
  }
  cpSync(join(repoRoot, 'test/golden/consumers'), join(root, 'consumers'), { recursive: true });
  return root;
}
