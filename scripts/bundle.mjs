// Bundles the CLI and the programmatic API with esbuild into dist/bundle/ (what `bin/` and
// the package's `exports` run), after `tsc` has type-checked and written the declarations.
// Why: Node resolves and reads every file of an unbundled ESM graph one by one; importing our
// ~60 modules took ~40 ms of CPU before the CLI did anything. One bundle with one chunk per
// lazy import() (esbuild splitting) loads what a command needs in a few reads. Figures:
// bench/README.md §0.
//
// The bundle holds our own code and the small pure-JavaScript packages it imports; it never
// rewrites a dependency's source. Packages whose files must stay where npm put them are
// external (EXTERNAL below) and load from node_modules as they would unbundled.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { build } = await import('esbuild').catch(() => {
  console.error(
    'scripts/bundle.mjs: esbuild is not installed; run `npm ci` (it is a dev dependency)',
  );
  process.exit(2);
});

// Loaded from node_modules, not bundled: big CommonJS packages whose load a bundle would not
// shorten, each already behind an import() or createRequire at its point of use (typescript,
// ts-morph, prettier's own lazy plugins); swagger-parser, whose validator files
// src/loader/swagger-parser.ts requires by path (bundling would load a second copy); and
// recheck, which may start a worker from its own files; esbuild, whose API runs its platform
// binary from its own package (mock's validators, src/mock/). yargs is bundled as published: it
// looks for its locale files next to its own file, so the CLI hands them to it
// (src/cli/yargs-locale.ts).
const EXTERNAL = [
  'prettier',
  'ts-morph',
  'typescript',
  '@apidevtools/swagger-parser',
  'recheck',
  'esbuild',
];

// Chunk names carry a content hash: without a clean directory, every earlier build's chunks
// would stay beside the new ones (and `npm pack` would ship them).
rmSync(join(root, 'dist/bundle'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // `up-to-date`: check's answer when nothing moved, which bin/ runs before the CLI
  // (src/cli/check-up-to-date.ts). An entry of its own: it loads what that answer imports,
  // not the CLI's command table; on a miss the CLI reuses the chunks it already loaded.
  entryPoints: {
    cli: 'src/cli/main.ts',
    index: 'src/index.ts',
    'up-to-date': 'src/cli/check-up-to-date.ts',
  },
  outdir: 'dist/bundle',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS packages inside an ESM bundle call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __sfRequire } from 'node:module'; const require = __sfRequire(import.meta.url);",
  },
});
if (result.errors.length > 0) process.exit(1);
