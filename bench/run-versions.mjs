// Issue 33: how much a second version adds to the generated output. Sizes are bytes of the
// generated files (the lock, a record of the documents, left out), so they do not depend on the
// machine's load: one generate of the newer document alone against one generate of both
// (`--source old=… --source new=…`), for the reference installation's v1 → v2 (about a quarter
// of its operations differ) and for pairs that differ in exactly 10% of their operations (every
// tenth operation, by path then method, gains an optional query parameter).
// Each pair is measured with three target sets: types,client; with validators and mocks; every
// built-in target.
// Usage: node run-versions.mjs [--docs installation,installation-10,github-10]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTS, INSTALLATION_V2, REPO_DIR, SPECFORGE_BIN, TMP_DIR, specPath } from './lib/env.mjs';
import { markdownTable, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { docs: 'installation,installation-10,github-10' });
const dir = join(TMP_DIR, 'versions');
mkdirSync(dir, { recursive: true });
const V1 = join(REPO_DIR, 'fixtures', 'installation', 'docs', 'v1.json');
const TARGETS = ['types,client', 'types,client,validators,mocks', 'types,client,validators,mocks,query,zod,react-query'];

const PAIRS = {
  installation: () => ({ label: 'installation v1 → v2', old: V1, new: INSTALLATION_V2 }),
  'installation-10': () => tenPercent('installation v2, 10% changed', INSTALLATION_V2),
  'github-10': () => tenPercent('GitHub, 10% changed', specPath(DOCUMENTS[0])),
};

/** The document, and a copy in which every tenth operation gains an optional query parameter. */
function tenPercent(label, path) {
  const document = JSON.parse(readFileSync(path, 'utf8'));
  const keys = [];
  for (const [p, item] of Object.entries(document.paths))
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])
      if (item[method]) keys.push([p, method]);
  keys.sort(([a, m], [b, n]) => (a === b ? (m < n ? -1 : 1) : a < b ? -1 : 1));
  const changed = keys.filter((_, index) => index % 10 === 9);
  for (const [p, method] of changed) {
    const op = document.paths[p][method];
    const param = document.swagger
      ? { name: 'x_trace', in: 'query', type: 'string', required: false }
      : { name: 'x_trace', in: 'query', required: false, schema: { type: 'string' } };
    op.parameters = [...(op.parameters ?? []), param];
  }
  const newPath = join(dir, `${label.replace(/\W+/g, '-')}.json`);
  writeFileSync(newPath, JSON.stringify(document));
  return { label: `${label} (${changed.length} of ${keys.length} operations)`, old: path, new: newPath };
}

function bytes(out) {
  let total = 0;
  for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.ts')) total += statSync(join(out, file)).size;
  return total;
}

function generate(args, out) {
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [SPECFORGE_BIN, 'generate', ...args, '-o', out, '-q'], { stdio: 'inherit' });
  return bytes(out);
}

const rows = [];
for (const id of flags.docs.split(',')) {
  const pair = PAIRS[id]();
  for (const targets of TARGETS) {
    const one = generate([pair.new, '--targets', targets], join(dir, 'one'));
    const two = generate(['--source', `old=${pair.old}`, '--source', `new=${pair.new}`, '--targets', targets], join(dir, 'two'));
    rows.push([pair.label, targets, one.toLocaleString('en'), two.toLocaleString('en'), `${(two / one).toFixed(2)}×`]);
    console.error(rows.at(-1).join('  '));
  }
}
const load = execFileSync('uptime', { encoding: 'utf8' }).trim();
const table = markdownTable(['pair', 'targets', 'one version (bytes)', 'both versions (bytes)', 'ratio'], rows);
saveResults('versions', { rows, load }, `${table}\n\n(uptime: ${load}; sizes do not depend on load)\n`);
console.log(table);
