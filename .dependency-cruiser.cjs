/**
 * The layer table of ARCHITECTURE.md, enforced (test/architecture/boundaries.test.ts runs it
 * in npm test). Each folder of src/ may import only itself and the folders listed for it:
 * data flows one way, load → normalise → emit → write, and the commands sit on top.
 */
const LAYERS = {
  // json: pointers and canonical forms of parsed JSON, which every stage reads and writes.
  json: [],
  // ir: the access levels are declared once in the runtime, which the generated code ships.
  ir: ['json', 'runtime/access'],
  runtime: [],
  util: [],
  loader: ['ir', 'json', 'util', 'errors'],
  normalise: ['ir', 'json', 'util', 'errors', 'loader'],
  emit: ['ir', 'json', 'util', 'errors', 'runtime'],
  write: ['ir', 'json', 'util', 'errors', 'loader', 'emit'],
  // html is the page shell of the reports (diff's changelog, probe's report): it renders its
  // skeleton with emit's handlebars environment, and knows nothing of diffs or probes.
  html: ['json', 'util', 'emit/render'],
  // diff reads a generated directory's lock as one side (`diff <dir> <source>`): write's format.
  diff: ['ir', 'json', 'util', 'errors', 'loader', 'normalise', 'write', 'html'],
  check: ['ir', 'json', 'util', 'errors', 'loader', 'normalise', 'emit', 'write', 'diff'],
  // --used-by: a project's references to its generated client, mapped through the model to
  // the client tree and type names emit allocates, as a test on the diff's change records.
  usage: ['ir', 'json', 'util', 'errors', 'emit', 'diff'],
  // config names the targets (src/emit/targets.ts), checks a target's options schema
  // (emit/target.ts: the contract) and reads the user's templates (emit/render.ts: their names).
  config: ['ir', 'json', 'util', 'errors', 'emit/targets', 'emit/target', 'emit/render'],
  mock: ['ir', 'json', 'util', 'errors', 'loader', 'normalise', 'emit', 'runtime', 'config'],
  // probe emits the validators and runs them against the installation's answers; its
  // write cycles draw request bodies with the mock engine's sampler (runtime/mock).
  probe: ['ir', 'json', 'util', 'errors', 'loader', 'normalise', 'emit', 'write', 'runtime', 'html'],
  // survey reads installations (loader; probe's login and, with --probe, probe itself), diffs
  // them from our lock (diff, with usage's test passed in by the CLI) and renders the page (html).
  survey: ['ir', 'json', 'util', 'errors', 'loader', 'normalise', 'write', 'html', 'diff', 'probe'],
  api: ['ir', 'json', 'util', 'errors', 'loader', 'normalise', 'emit', 'write', 'html', 'diff', 'check', 'usage', 'config', 'mock', 'probe', 'survey'],
};

/**
 * Everything src/ may hold: the layers, the CLI on top (which may import everything), and the
 * two files at the root (errors.ts, the leaf every layer may throw; index.ts, the package's
 * entry). A folder or root file not named here fails the cruise (rule `no-unknown-folder`),
 * so a new folder cannot escape the table: it must be added here and to ARCHITECTURE.md.
 */
const KNOWN = [...Object.keys(LAYERS).map((layer) => `${layer}/`), 'cli/', 'errors\\.ts$', 'index\\.ts$'];
const UNKNOWN = { path: '^src/', pathNot: `^src/(${KNOWN.join('|')})` };

// `errors` and names with a slash (`emit/targets`, `emit/render`) are single files.
const folderOrFile = (name) => (name === 'errors' || name.includes('/') ? `${name}\\.ts$` : `${name}/`);

const forbidden = Object.entries(LAYERS).map(([layer, allowed]) => ({
  name: `layer-${layer}`,
  comment: `src/${layer}/ may import only ${allowed.length ? allowed.join(', ') : 'itself'} (ARCHITECTURE.md, "Layers")`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: '^src/', pathNot: `^src/(${[`${layer}/`, ...allowed.map(folderOrFile)].join('|')})` },
}));

forbidden.push(
  // Two rules for one fact: a module of an unknown folder that imports anything, and one that
  // imports nothing and nothing imports (an orphan, which no dependency rule would see).
  {
    name: 'no-unknown-folder',
    comment: 'every folder of src/ is in the layer table (ARCHITECTURE.md, "Layers"; LAYERS above)',
    severity: 'error',
    from: UNKNOWN,
    to: {},
  },
  {
    name: 'no-unknown-folder-orphan',
    comment: 'every folder of src/ is in the layer table (ARCHITECTURE.md, "Layers"; LAYERS above)',
    severity: 'error',
    from: { ...UNKNOWN, orphan: true },
    to: {},
  },
  {
    name: 'runtime-has-no-node-builtins',
    comment: 'src/runtime ships into generated code that runs in browsers: no node: (or bare fs, path …) imports, type-only ones included',
    severity: 'error',
    from: { path: '^src/runtime/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'nothing-imports-cli',
    comment: 'only bin/ starts the CLI',
    severity: 'error',
    from: { path: '^src/', pathNot: '^src/cli/' },
    to: { path: '^src/cli/' },
  },
  {
    name: 'errors-is-a-leaf',
    severity: 'error',
    from: { path: '^src/errors\\.ts$' },
    to: { path: '^src/' },
  },
  {
    name: 'runtime-has-no-dependencies',
    comment:
      'src/runtime is copied into generated code, which has no runtime dependencies (type-only imports of a target\'s peer dependency, such as @tanstack/query-core, vanish when compiled)',
    severity: 'error',
    from: { path: '^src/runtime/' },
    to: {
      dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
      dependencyTypesNot: ['type-only'],
    },
  },
);

// Cycles inside one folder are the schema walkers' mutual recursion, split by kind on
// purpose; a cycle that leaves its folder would undo the layer order.
for (const layer of [...Object.keys(LAYERS), 'cli']) {
  forbidden.push({
    name: `no-cycle-out-of-${layer}`,
    severity: 'error',
    from: { path: `^src/${layer}/` },
    to: { circular: true, viaSomeNot: `^src/${layer}/` },
  });
}

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
