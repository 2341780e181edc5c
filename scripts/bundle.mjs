// Bundles the CLI and the programmatic API into dist/bundle/ (what `bin/` and the package's
// `exports` run), after `tsc` has type-checked and written the declarations.
// Why: Node resolves and reads every file of an unbundled ESM graph one by one; importing our
// ~60 modules took ~40 ms of CPU before the CLI did anything. One bundle with one chunk per
// lazy import() (esbuild splitting) loads what a command needs in a few reads. Figures:
// bench/README.md §0.
//
// Two passes. esbuild compiles and bundles, splitting at every import(); with ~80 of them it
// writes ~160 chunks, many of one small module, and Node 20's ES module loader costs ~0.5 ms of
// CPU per module (resolve, read, link): a small `generate` loaded 69 chunks, an up-to-date
// `check` 39. esbuild cannot merge chunks; rollup can: its second pass over esbuild's output
// merges the chunks that run no code when loaded into the chunks loaded with them
// (`experimentalMinChunkSize`), and leaves every chunk with side effects where it was. A small
// `generate` then loads 34 modules, `check` 17, `--version` 6 (bench/README.md §13, round 8).
//
// The bundle holds our own code and the small pure-JavaScript packages it imports; it never
// rewrites a dependency's source. Packages whose files must stay where npm put them are
// external (EXTERNAL below) and load from node_modules as they would unbundled.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [{ build }, { rollup }] = await Promise.all([import('esbuild'), import('rollup')]).catch(
  () => {
    console.error(
      'scripts/bundle.mjs: esbuild or rollup is not installed; run `npm ci` (dev dependencies)',
    );
    process.exit(2);
  },
);

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
const compiled = mkdtempSync(join(root, 'dist/.esbuild-'));
try {
  const sources = await compile(compiled);
  const merged = await mergeChunks(compiled, join(root, 'dist/bundle'));
  writeModuleMap(sources, merged);
} finally {
  rmSync(compiled, { recursive: true, force: true });
}

async function compile(outdir) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    // CommonJS packages inside an ESM bundle call require() for Node's built-ins. Marked pure:
    // otherwise the call makes every chunk one with side effects, which rollup never merges.
    banner: {
      js: "import { createRequire as __sfRequire } from 'node:module'; const require = /* @__PURE__ */ __sfRequire(import.meta.url);",
    },
  });
  if (result.errors.length > 0) process.exit(1);
  // esbuild's chunk (absolute path) -> the sources bundled into it
  return new Map(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      join(root, file),
      Object.keys(output.inputs),
    ]),
  );
}

/** Rollup over esbuild's output: the same modules, in fewer chunks. */
async function mergeChunks(input, dir) {
  const warnings = [];
  const bundle = await rollup({
    input: { cli: join(input, 'cli.js'), index: join(input, 'index.js') },
    // node: built-ins and the EXTERNAL packages: only esbuild's own chunks are relative
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    logLevel: 'warn',
    onwarn: (warning) => warnings.push(warning),
  });
  const { output } = await bundle.write({
    dir,
    format: 'es',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // large enough that every chunk without side effects is merged into one loaded with it
    experimentalMinChunkSize: 50_000,
  });
  await bundle.close();
  if (warnings.length > 0) {
    for (const warning of warnings) console.error(`scripts/bundle.mjs: rollup: ${warning.message}`);
    process.exit(1);
  }
  return output.filter((file) => file.type === 'chunk');
}

/**
 * dist/bundle-modules.json: each file of dist/bundle and the sources (`src/...`,
 * `node_modules/...`) in it, so that a test can tell which of our modules a run loaded from
 * the files Node loaded (test/helpers/cli.ts `loadedSources`). Outside dist/bundle: not shipped.
 */
function writeModuleMap(sources, chunks) {
  const map = {};
  for (const chunk of chunks) {
    map[chunk.fileName] = Object.keys(chunk.modules)
      .flatMap((id) => sources.get(id) ?? [relative(root, id)])
      .sort();
  }
  writeFileSync(join(root, 'dist/bundle-modules.json'), `${JSON.stringify(map, null, 2)}\n`);
}
