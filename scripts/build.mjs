// `npm run build` and the `prepare` lifecycle script (which `npm ci`, `npm install` from git
// and `npm pack` run): tsc type-checks and writes dist/src/ (declarations, the compiled
// modules the doc scripts and dist/fixtures/ use), then scripts/bundle.mjs writes dist/bundle/.
//
// `--if-stale` (prepare) skips both when dist/ was built from exactly these inputs: `npm pack`
// after a build, or a second `npm ci`, then does not spend ~15 s rebuilding what is there.
// Inputs are hashed by content (a git checkout sets every file's time), and the hash is
// written to dist/.build-inputs only after a build that succeeded.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(root, 'dist/.build-inputs');
const OUTPUTS = ['dist/bundle/cli.js', 'dist/bundle/index.js', 'dist/src/index.d.ts'];
const INPUT_DIRS = ['src', 'fixtures/installation'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/bundle.mjs'];

/** Every file under `dir`, sorted, as paths relative to the repository. */
function filesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES.filter((f) => existsSync(join(root, f)))]) {
    hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

function run(script, args) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hash = inputsHash();
const built = OUTPUTS.every((file) => existsSync(join(root, file)));
if (process.argv.includes('--if-stale') && built && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) {
  console.error('specforge: dist/ is current (built from these sources); not rebuilt');
  process.exit(0);
}
run('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json']);
run('scripts/bundle.mjs', []);
writeFileSync(STAMP, `${hash}\n`);
