// Issue 18: our copy of prettier's layout algorithm (src/emit/shared/doc-printer.ts) against
// prettier's own printer (`printDocToString` from prettier/doc), on the Docs the emitters
// really print for GitHub's and Stripe's documents (all five targets). Both print the same
// recorded Docs (converted once to prettier's builders, outside the timing), in alternating
// order; the outputs are compared, so a printer that differs is reported, not timed blindly.
//
//   node run-printer.mjs [--rounds 7] [--docs github,stripe]
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { DOCUMENTS, REPO_DIR, specPath } from './lib/env.mjs';
import { fmt, machineFacts, markdownTable, median, saveResults } from './lib/stats.mjs';
import { toPrettierDoc } from '../test/helpers/prettier-doc.mjs';

register('./printer/record-hook.mjs', import.meta.url);

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const ROUNDS = Number(option('rounds', '7'));
const DOCS = option('docs', 'github,stripe').split(',');
const TARGETS = ['types', 'client', 'validators', 'mocks', 'query'];

const dist = (path) => new URL(`file://${REPO_DIR}/dist/src/${path}`).href;
const { loadDocument } = await import(dist('loader/index.js'));
const { normalise } = await import(dist('normalise/index.js'));
const { emit } = await import(dist('emit/index.js'));
const { printDoc } = await import(dist('emit/shared/doc-printer.js'));
// The repository's prettier (the one emit would use), not a version bench/ may install.
const prettierDoc = createRequire(`${REPO_DIR}/package.json`).resolve('prettier/doc');
const prettierModule = await import(pathToFileURL(prettierDoc).href);
const { printer, builders } = prettierModule.default ?? prettierModule;

/** Every Doc the emitters print for one document, with the width each was printed at. */
async function recordedDocs(file) {
  const loaded = await loadDocument(file, { validate: false });
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
  globalThis.__printed = [];
  emit(model, { targets: TARGETS, specforgeVersion: 'bench' });
  const printed = globalThis.__printed;
  globalThis.__printed = undefined;
  return printed;
}

const ours = (docs) => docs.map(({ doc, width }) => printDoc(doc, width));
const theirs = (docs) =>
  docs.map(({ prettierDoc, width }) =>
    printer.printDocToString(prettierDoc, { printWidth: width, tabWidth: 2, useTabs: false }).formatted,
  );

/** CPU milliseconds (user + system) and wall milliseconds of one call. */
function measure(fn) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const out = fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { out, wall, cpu: (used.user + used.system) / 1000 };
}

/** Import cost of each printer in a fresh process (median of 5). */
function importCost(specifier) {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_DIR, encoding: 'utf8' });
    runs.push(Number(run.stdout.trim()));
  }
  return median(runs);
}

const rows = [];
const results = { facts: machineFacts(), rounds: ROUNDS, documents: {} };
for (const id of DOCS) {
  const spec = DOCUMENTS.find((d) => d.id === id);
  const docs = await recordedDocs(specPath(spec));
  for (const entry of docs) entry.prettierDoc = toPrettierDoc(builders, entry.doc);
  const expected = ours(docs);
  const actual = theirs(docs);
  const differing = expected.filter((text, i) => text !== actual[i]).length;
  const bytes = expected.reduce((sum, text) => sum + text.length, 0);
  const times = { ours: [], prettier: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['ours', 'prettier'] : ['prettier', 'ours'];
    for (const name of order) times[name].push(measure(() => (name === 'ours' ? ours(docs) : theirs(docs))));
  }
  const med = (name, key) => median(times[name].map((t) => t[key]));
  const result = {
    docs: docs.length,
    outputBytes: bytes,
    differing,
    ours: { cpu: med('ours', 'cpu'), wall: med('ours', 'wall') },
    prettier: { cpu: med('prettier', 'cpu'), wall: med('prettier', 'wall') },
  };
  results.documents[id] = result;
  rows.push([
    spec.label,
    `${docs.length} Docs, ${fmt(bytes / 2 ** 20)} MB`,
    `${fmt(result.ours.cpu, 0)} / ${fmt(result.ours.wall, 0)}`,
    `${fmt(result.prettier.cpu, 0)} / ${fmt(result.prettier.wall, 0)}`,
    `${fmt(result.prettier.cpu / result.ours.cpu)}× / ${fmt(result.prettier.wall / result.ours.wall)}×`,
    String(differing),
  ]);
  console.log(id, JSON.stringify(result));
}
results.importMs = {
  ours: importCost(dist('emit/shared/doc-printer.js')),
  prettier: importCost(pathToFileURL(prettierDoc).href),
};
console.log('import', JSON.stringify(results.importMs));

const markdown = [
  `Medians of ${ROUNDS} alternating rounds; CPU is user + system time of this process.`,
  '',
  markdownTable(
    ['document', 'what is printed', 'ours ms (CPU / wall)', 'prettier ms (CPU / wall)', 'prettier ÷ ours', 'outputs that differ'],
    rows,
  ),
  '',
  `Import in a fresh process (median of 5): ours ${fmt(results.importMs.ours, 1)} ms, prettier/doc ${fmt(results.importMs.prettier, 1)} ms.`,
].join('\n');
saveResults('printer', results, markdown);
