import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { GeneratedFile } from '../ir/types.js';

/**
 * The generated validators as JavaScript for `specforge mock`, kept between runs.
 * Types are stripped by esbuild's transform (no type check: the emitter's output compiles
 * under `tsc --strict`, its own tests prove it); loading the TypeScript compiler for the
 * same work cost ~1.3 s of CPU, most of a first start (bench/README.md §3).
 * The result is kept under the user's cache directory (`$SPECFORGE_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/specforge`, else `~/.cache/specforge`), keyed by the sha256 of the
 * emitted sources and the transformer's version: the same document starts again without
 * running it. Entries are written to a temporary directory and renamed into place, so a
 * reader never sees half of one; where the cache cannot be written, a temporary directory
 * is used and removed after import.
 */
export interface CompiledDirectory {
  dir: string;
  /** Remove it once imported (not a cache entry). */
  temporary: boolean;
}

export async function compiledDirectory(
  files: readonly GeneratedFile[],
): Promise<CompiledDirectory> {
  const root = join(cacheRoot(), 'mock-validators');
  const dir = join(root, cacheKey(files));
  if (existsSync(join(dir, 'validators.js'))) return { dir, temporary: false };
  const staging = await mkdir(root, { recursive: true })
    .then(() => mkdtemp(join(root, 'tmp-')))
    .catch(() => undefined);
  const target = staging ?? (await mkdtemp(join(tmpdir(), 'specforge-mock-')));
  await writeJavaScript(files, target);
  if (staging === undefined) return { dir: target, temporary: true };
  // Another process may have put the same entry in place first: theirs is as good.
  await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  return { dir, temporary: false };
}

function cacheRoot(): string {
  const env = process.env;
  if (env.SPECFORGE_CACHE_DIR) return env.SPECFORGE_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'specforge');
}

function cacheKey(files: readonly GeneratedFile[]): string {
  const hash = createHash('sha256').update(`esbuild ${transformerVersion()}\0`);
  for (const file of files) hash.update(`${file.path}\0${file.contents}\0`);
  return hash.digest('hex').slice(0, 32);
}

/** esbuild's version, read without loading it. */
function transformerVersion(): string {
  const require = createRequire(import.meta.url);
  const path = require.resolve('esbuild/package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

/** Compilations in flight in this process (they share esbuild's service). */
let transforming = 0;

/**
 * Types stripped, nothing else changed (ES2022 keeps every construct the runtime uses).
 * esbuild is loaded with `require`: it is CommonJS, and importing it as an ES module had
 * Node parse its 80 KB entry for named exports first (~50 ms of CPU). The asynchronous
 * `transform` talks to esbuild's service directly (`transformSync` starts a worker thread
 * for that), and the service is stopped afterwards, so no idle esbuild process stays with
 * the mock.
 */
async function writeJavaScript(files: readonly GeneratedFile[], dir: string): Promise<void> {
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  transforming++;
  try {
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await Promise.all(files.map((file) => writeOne(esbuild, file, dir)));
  } finally {
    // The service is shared: stopped by the last of several compilations in one process.
    if (--transforming === 0) await esbuild.stop();
  }
}

async function writeOne(
  esbuild: typeof import('esbuild'),
  file: GeneratedFile,
  dir: string,
): Promise<void> {
  const path = join(dir, file.path.replace(/\.ts$/, '.js'));
  await mkdir(dirname(path), { recursive: true });
  const output = await esbuild.transform(file.contents, {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
    sourcefile: file.path,
  });
  await writeFile(path, output.code);
}
