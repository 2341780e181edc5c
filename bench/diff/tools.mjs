// The diff tools compared by run-diff.mjs, and the document pairs they compare.
import { join } from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BENCH_DIR } from '../lib/stats.mjs';
import { DOCUMENTS, NODE20, REPO_DIR, SPECFORGE_BIN, TMP_DIR, specPath } from '../lib/env.mjs';
import { mutateDocument } from './mutate.mjs';

export const DIFF_TOOLS = [
  {
    id: 'openapi-diff',
    label: "Atlassian's openapi-diff 0.24.1",
    established: true,
    // exit 1 means "breaking changes found", a successful run
    command: (oldPath, newPath) => [NODE20, [join(BENCH_DIR, 'node_modules', 'openapi-diff', 'bin', 'openapi-diff'), oldPath, newPath]],
  },
  {
    id: 'specforge',
    label: 'specforge `diff --format json --fail-on none`',
    established: false,
    command: (oldPath, newPath) => [NODE20, [SPECFORGE_BIN, 'diff', oldPath, newPath, '--format', 'json', '--fail-on', 'none']],
  },
];

/** The reference installation's real upgrade (small), and the big documents vs a mutated copy. */
export function diffPairs(wanted) {
  const pairs = [];
  if (wanted.has('installation')) {
    const docs = join(REPO_DIR, 'fixtures', 'installation', 'docs');
    pairs.push({ id: 'installation', label: 'reference installation v1 → v2 (Swagger 2.0, 37 KB)', old: join(docs, 'v1.json'), new: join(docs, 'v2.json'), log: null });
  }
  for (const doc of DOCUMENTS.filter((d) => !d.swagger2 && wanted.has(d.id))) {
    const { path, log } = mutatedCopy(doc);
    pairs.push({ id: doc.id, label: `${doc.label} vs mutated copy`, old: specPath(doc), new: path, log });
  }
  return pairs;
}

function mutatedCopy(doc) {
  const dir = join(TMP_DIR, 'diff');
  const path = join(dir, `${doc.id}-mutated.json`);
  const { document, log } = mutateDocument(JSON.parse(readFileSync(specPath(doc), 'utf8')));
  const text = JSON.stringify(document);
  // rewritten when the mutator changed, so a stale copy is never measured
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, text);
  }
  return { path, log };
}
