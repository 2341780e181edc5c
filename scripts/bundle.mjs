// Bundles the CLI and the programmatic API with esbuild into dist/bundle/ (what `bin/` and
// the package's `exports` run), after `tsc` has type-checked and written the declarations.
// Why: Node resolves and reads every file of an unbundled ESM graph one by one; yargs alone
// is ~40 files, and importing the CLI took ~80 ms of CPU before it did anything. One bundle with one chunk per lazy import() (esbuild
// splitting) loads what a command needs in a few reads. Figures: bench/README.md §0.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { build } = await import('esbuild').catch(() => {
  console.error('scripts/bundle.mjs: esbuild is not installed; run `npm ci` (it is a dev dependency)');
  process.exit(2);
});

// Kept external, loaded from node_modules only where a command uses them (each already
// behind an import() or createRequire at its point of use): big CommonJS packages whose
// load a bundle would not shorten (typescript, ts-morph, prettier's own lazy plugins), and
// swagger-parser, whose validator files src/loader/swagger-parser.ts requires by path
// (bundling would load a second copy). recheck may start a worker (synckit) from its own files;
// esbuild's API runs its platform binary from its own package (mock's validators, src/mock/).
const EXTERNAL = ['prettier', 'ts-morph', 'typescript', '@apidevtools/swagger-parser', 'recheck', 'esbuild'];

/**
 * Two changes to yargs' platform shim, each failing the build when the shim changes shape
 * (rather than shipping a CLI whose help silently loses its locales):
 * - yargs finds its locale files (`--help` in the user's language) and the project root
 *   relative to its own file; inside the bundle that file is gone, so the shim points at the
 *   installed yargs package (the same files as unbundled);
 * - Node's `assert` (yargs checks its own state with `notStrictEqual`/`strictEqual` on every
 *   run) loads only when a check fails, to throw its error, instead of at start-up: ~2.5 ms
 *   of every command (it loads eight internal modules).
 */
const SHIM_PATCHES = [
  [
    'const __dirname = fileURLToPath(import.meta.url);',
    "const __dirname = join(dirname(createRequire(import.meta.url).resolve('yargs/package.json')), 'lib/platform-shims/esm.mjs');",
  ],
  [
    "import { notStrictEqual, strictEqual } from 'assert'",
    [
      // assert's own test (Object.is); assert itself loads only to throw its error.
      'const notStrictEqual = (actual, expected, message) => Object.is(actual, expected) && require(\'assert\').notStrictEqual(actual, expected, message)',
      'const strictEqual = (actual, expected, message) => Object.is(actual, expected) || require(\'assert\').strictEqual(actual, expected, message)',
    ].join('\n'),
  ],
];
const yargsShim = {
  name: 'yargs-shim',
  setup(esbuild) {
    esbuild.onLoad({ filter: /yargs[\\/]lib[\\/]platform-shims[\\/]esm\.mjs$/ }, ({ path }) => {
      let source = readFileSync(path, 'utf8');
      for (const [line, patched] of SHIM_PATCHES) {
        if (!source.includes(line)) throw new Error(`yargs shim changed: ${line} not found in ${path}`);
        source = source.replace(line, patched);
      }
      return { contents: source, loader: 'js', resolveDir: dirname(path) };
    });
  },
};

/**
 * string-width (three copies under yargs: its own, cliui's, wrap-ansi's) builds an
 * Intl.Segmenter and large Unicode regular expressions when it is imported: ~15 ms of every
 * start-up, for help text that most runs never print. Each import of it becomes a stub that
 * loads the real module on first call (esbuild evaluates a require()d ES module lazily).
 */
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^string-width$/ }, async ({ importer, resolveDir, kind, pluginData }) => {
      if (pluginData === 'real') return undefined;
      const real = await esbuild.resolve('string-width', { resolveDir, kind, pluginData: 'real' });
      return { path: relative(root, real.path), namespace: 'lazy' };
    });
    esbuild.onLoad({ filter: /.*/, namespace: 'lazy' }, ({ path }) => ({
      contents: `export default (text, options) => require(${JSON.stringify(join(root, path))}).default(text, options);\n`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

// Chunk names carry a content hash: without a clean directory, every earlier build's chunks
// would stay beside the new ones (and `npm pack` would ship them).
rmSync(join(root, 'dist/bundle'), { recursive: true, force: true });
/** What both builds below share: the same sources, externals and patches. */
const COMMON = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  plugins: [yargsShim, lazyStringWidth],
  legalComments: 'none',
  logLevel: 'warning',
};
const result = await build({
  ...COMMON,
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' },
  outdir: 'dist/bundle',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  format: 'esm',
  // CommonJS packages inside an ESM bundle call require() for Node's built-ins.
  banner: { js: "import { createRequire as __sfRequire } from 'node:module'; const require = __sfRequire(import.meta.url);" },
});
if (result.errors.length > 0) process.exit(1);

/**
 * The CLI once more, as one CommonJS file (dist/bundle/cli.cjs) that bin/load-cli.cjs compiles
 * with V8's code cache, which Node 20 offers for scripts but not for ES modules. The same
 * sources and patches; `import.meta.url` becomes the file's own URL. No code splitting (esbuild
 * splits only ES modules): `import()` of our own modules becomes a lazy initialiser in the file,
 * so a command still runs only the code it needs.
 */
const cjs = await build({
  ...COMMON,
  entryPoints: { cli: 'src/cli/main.ts' },
  outfile: 'dist/bundle/cli.cjs',
  format: 'cjs',
  define: { 'import.meta.url': '__sfImportMetaUrl' },
  // A script compiled from a code cache cannot run import() on Node 20: every import() of a
  // package or built-in becomes require() (each has a CommonJS entry: prettier's, ts-morph,
  // swagger-parser); the one import() of a written file goes through src/util/import-file.ts.
  supported: { 'dynamic-import': false },
  banner: { js: "const __sfImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
if (cjs.errors.length > 0) process.exit(1);
const training = spawnSync(process.execPath, [join(root, 'scripts/code-cache.mjs')], { stdio: 'inherit' });
if (training.status !== 0) {
  console.error('scripts/bundle.mjs: building the code cache failed (scripts/code-cache.mjs)');
  process.exit(1);
}
