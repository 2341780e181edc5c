// The diff tools compared by run-diff.mjs, and the document pairs they compare.
import { dirname, join } from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BENCH_DIR } from '../lib/stats.mjs';
import { DOCUMENTS, NODE20, REPO_DIR, SPECFORGE_BIN, TMP_DIR, specPath } from '../lib/env.mjs';
import { mutateDocument } from './mutate.mjs';
import { subsetDocument } from './subset.mjs';

export const DIFF_TOOLS = [
  {
    id: 'openapi-diff',
    label: "Atlassian's openapi-diff 0.24.1",
    established: true,
    // exit 1 means "breaking changes found", a successful run, but also any error: an error
    // prints an OpenApiDiffErrorImpl (e.g. a document it refuses, or a circular $ref)
    command: (oldPath, newPath) => [NODE20, [join(BENCH_DIR, 'node_modules', 'openapi-diff', 'bin', 'openapi-diff'), oldPath, newPath]],
    failure: (output) => {
      if (!/OpenApiDiffErrorImpl|OPENAPI_DIFF_\w+_ERROR/.test(output)) return null;
      const reason = /OpenApiDiffErrorImpl \[VError\]: (.*)/.exec(output)?.[1] ?? /OPENAPI_DIFF_\w+_ERROR/.exec(output)[0];
      return reason.replace(/\|/g, '/').slice(0, 100);
    },
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
    const { path, log } = mutatedCopy(doc.id, JSON.parse(readFileSync(specPath(doc), 'utf8')));
    pairs.push({ id: doc.id, label: `${doc.label} vs mutated copy`, old: specPath(doc), new: path, log });
  }
  // openapi-diff finishes none of the pairs above (see README): a real document it can finish
  if (wanted.has(SUBSET.id)) {
    const github = DOCUMENTS.find((d) => d.id === 'github');
    const subset = subsetDocument(JSON.parse(readFileSync(specPath(github), 'utf8')), SUBSET.paths);
    const old = writeIfChanged(join(TMP_DIR, 'diff', `${SUBSET.id}.json`), JSON.stringify(subset));
    const { path, log } = mutatedCopy(SUBSET.id, subset, SUBSET.scale);
    const kb = Math.round(readFileSync(old).length / 1024);
    pairs.push({ id: SUBSET.id, label: `GitHub's first ${SUBSET.paths} paths (OAS 3.0.3, ${kb} KB) vs mutated copy`, old, new: path, log });
  }
  return pairs;
}

// GitHub's first 20 paths, with a tenth of the mutations
const SUBSET = { id: 'github-subset', paths: 20, scale: 0.1 };

function mutatedCopy(id, original, scale = 1) {
  const { document, log } = mutateDocument(original, 42, scale);
  return { path: writeIfChanged(join(TMP_DIR, 'diff', `${id}-mutated.json`), JSON.stringify(document)), log };
}

/** Rewritten when the generator changed, so a stale copy is never measured. */
function writeIfChanged(path, text) {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return path;
}
