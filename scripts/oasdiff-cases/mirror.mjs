// oasdiff's repository as the case builder reads it: a bare git directory (no work tree),
// read at one commit with `git show`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

export const MIRROR = process.env.OASDIFF_MIRROR ?? '/work/.mirror/oasdiff+oasdiff/repo';

const git = (...args) =>
  execFileSync('git', ['-C', MIRROR, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

export const commit = () => git('rev-parse', 'HEAD').trim();
export const listFiles = () =>
  git('ls-tree', '-r', 'HEAD', '--name-only').split('\n').filter(Boolean);
export const readFile = (path) => git('show', `HEAD:${path}`);

/** Files a document names in `$ref`s (`other.yaml#/…`), relative to the repository root. */
function referencedFiles(path, text) {
  const refs = [...text.matchAll(/\$ref['"]?\s*:\s*['"]?([^#'"\s]+\.(?:ya?ml|json))/g)];
  return refs.map(([, ref]) => posix.normalize(posix.join(posix.dirname(path), ref)));
}

/** Copies documents (and the files they `$ref`, transitively) under `target`, keeping their paths. */
export function copyDocuments(paths, target) {
  const done = new Set();
  const queue = [...paths];
  while (queue.length > 0) {
    const path = queue.shift();
    if (done.has(path)) continue;
    done.add(path);
    const text = readFile(path);
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
    queue.push(...referencedFiles(path, text));
  }
  return [...done].sort();
}
