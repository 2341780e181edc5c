import { join } from 'node:path';
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

/** A pinned version, so that goldens do not change with each release. */
export const GOLDEN_VERSION = '0.0.0-golden';

/** types + client + query + react-query for a document, without the lock (it holds the whole document). */
export async function generateFiles(source: string): Promise<GeneratedFile[]> {
  const loaded = await loadDocument(source, { validate: false });
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
  return renderOutput(model, loaded, {
    targets: ['types', 'client', 'query', 'react-query'],
    specforgeVersion: GOLDEN_VERSION,
  }).filter((file) => file.path !== OUTPUT_LOCK_FILE);
}
