'use strict';
// How bin/specforge.js starts the CLI from V8's code cache, and how scripts/code-cache.mjs
// builds that cache: both must compile dist/bundle/cli.cjs the same way.
//
// Why: Node 20 has no compile cache for ES modules, and compiling the CLI's code on every run
// (V8 compiles each function when it first runs) was a fifth of a small `generate` (143 ->
// 115 ms for the reference installation) and 20-35 ms of a large one (bench/README.md §0).
// The cache only fits the Node build that made it (V8 rejects another version, or other V8
// flags); where it does not fit, bin/ runs the ES module bundle as before, because the one-file
// CommonJS bundle compiled without its cache starts slower than the ES module bundle's chunks.
const { readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');
const Module = require('node:module');
const vm = require('node:vm');

const bundle = join(__dirname, '..', 'dist', 'bundle');
const paths = {
  source: join(bundle, 'cli.cjs'),
  cache: join(bundle, 'cli.cache'),
  stamp: join(bundle, 'cli.cache.json'),
};

/**
 * What a cache depends on besides V8's own checks: this Node and its options (V8 flags change
 * the code), and the bundle's size (V8 checks only a source's length; dist/ is build output,
 * rebuilt with its cache, never edited).
 */
function runtimeStamp() {
  return {
    node: process.version,
    arch: process.arch,
    options: [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ').trim(),
    size: statSync(paths.source).size,
  };
}

/** Whether dist/bundle/cli.cache was made for this process (false when it is missing). */
function cacheFits() {
  try {
    const stamp = JSON.parse(readFileSync(paths.stamp, 'utf8'));
    const now = runtimeStamp();
    return Object.keys(now).every((key) => stamp[key] === now[key]);
  } catch {
    return false;
  }
}

/**
 * Compiles and runs dist/bundle/cli.cjs as Node runs a CommonJS file, with `cachedData` when
 * given; returns its exports (`main`) and the compiled script (whose cache the builder saves).
 * A script read from a code cache cannot run `import()` on Node 20 (it loses the hook): the
 * bundle requires its packages instead (scripts/bundle.mjs).
 */
function runCliBundle(cachedData) {
  const script = new vm.Script(Module.wrap(readFileSync(paths.source, 'utf8')), {
    filename: paths.source,
    cachedData,
  });
  // import() of the files mock and probe write (src/util/import-file.ts says why).
  globalThis[Symbol.for('specforge.importFile')] = (url) => import(url);
  const module = { exports: {} };
  const run = script.runInThisContext();
  run(module.exports, Module.createRequire(paths.source), module, paths.source, bundle);
  return { cli: module.exports, script };
}

/**
 * The CLI's exports: from the cached script when the cache fits, else from the ES module
 * bundle. `--version` and `--help` alone run no pipeline code, and reading the whole cache
 * (~1 MB) cost them ~4 ms more than the ES module bundle's first file (bench/README.md §0).
 */
async function loadCli(argv) {
  const printsOnly = argv.length > 0 && argv.every((arg) => PRINT_ONLY.has(arg));
  const cache = !printsOnly && cacheFits() ? readCache() : undefined;
  if (cache !== undefined) return runCliBundle(cache).cli;
  return import('../dist/bundle/cli.js');
}

function readCache() {
  try {
    return readFileSync(paths.cache);
  } catch {
    return undefined;
  }
}

const PRINT_ONLY = new Set(['--version', '--help', '-h']);

module.exports = { paths, runtimeStamp, cacheFits, runCliBundle, loadCli };
