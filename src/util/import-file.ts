/**
 * `import()` of a JavaScript file the run itself wrote (the transpiled validators `mock` and
 * `probe` run), by its file URL.
 *
 * The CLI runs from V8's code cache (bin/load-cli.cjs), as a script in which Node 20 cannot
 * run `import()`: a script read from a code cache loses the hook `import()` needs, so that
 * build turns every `import()` of a package into `require()` (scripts/bundle.mjs). A file of
 * ES module syntax cannot be required, so the loader lends its own `import()` under this
 * symbol; everywhere else (the ES module bundle, the API, tests) it is absent and the
 * ordinary `import()` runs.
 */
const HOST_IMPORT = Symbol.for('specforge.importFile');

export function importFile(url: string): Promise<unknown> {
  const host = (globalThis as Record<symbol, unknown>)[HOST_IMPORT];
  if (typeof host === 'function') return (host as (url: string) => Promise<unknown>)(url);
  return import(url);
}
