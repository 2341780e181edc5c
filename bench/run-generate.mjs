// Benchmark for issue 4: `specforge generate --targets types,client` against established
// generators on large real documents, and linearity on synthetic documents.
// Usage: node run-generate.mjs [--runs 5] [--docs github,stripe,k8s,synthetic] [--tools a,b]
//        [--synthetic-tools specforge,oazapfts] [--results generate]  (results/<name>.md)
//        [--compare /snap/bin/specforge.js --compare-label before]: another specforge build
//        (a snapshot's bin/) in the same rounds, e.g. `--tools specforge --compare …` for a before/after.
import { mkdtempSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { GENERATORS } from './generate/tools.mjs';
import { measureTools, fastestEstablished, pairedRatio } from './generate/measure.mjs';
import { syntheticDocument } from './generate/synthetic.mjs';
import { DOCUMENTS, INSTALLATION_V2, NODE20, NODE22, TMP_DIR, specforgeMissing } from './lib/env.mjs';
import { fmt, machineFacts, markdownTable, parseFlags, ratio, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), {
  runs: 5,
  docs: 'github,stripe,k8s,synthetic',
  tools: GENERATORS.map((t) => t.id).join(','),
  'synthetic-tools': 'specforge,oazapfts',
  results: 'generate',
  compare: '',
  'compare-label': 'compared build',
});
const wanted = new Set(flags.docs.split(','));
const missing = specforgeMissing(['generate', INSTALLATION_V2, '-o', mkdtempSync(join(tmpdir(), 'sf-')), '--targets', 'types,client']);
const tools = GENERATORS.filter((t) => flags.tools.split(',').includes(t.id) && !(t.id === 'specforge' && missing));
if (flags.compare) tools.push(comparedBuild(flags.compare, flags['compare-label']));
const node22 = execFileSync(NODE22, ['--version']).toString().trim();
const facts = machineFacts({ node22, runs: flags.runs, specforge: missing ? `not available: ${missing}` : 'available' });
console.error('machine:', facts);

const sections = [];
const data = { facts, documents: {}, synthetic: null };
for (const doc of DOCUMENTS.filter((d) => wanted.has(d.id))) {
  console.error(`\n== ${doc.label}`);
  const summary = await measureTools(tools, (t) => t.input(doc), flags.runs);
  const best = fastestEstablished(tools, summary);
  data.documents[doc.id] = { summary, fastest: best };
  sections.push(`### ${doc.label}\n\n${documentTable(summary, best)}${comparedLine(summary)}`);
}
if (wanted.has('synthetic')) {
  const synthTools = tools.filter((t) => flags['synthetic-tools'].split(',').includes(t.id));
  data.synthetic = await measureSynthetic(synthTools);
  sections.push(`### Synthetic documents (linearity)\n\n${syntheticTable(synthTools, data.synthetic)}`);
}
if (missing) sections.push(`specforge: not available in this checkout (${missing}).`);
const markdown = sections.join('\n\n');
console.log(markdown);
saveResults(flags.results, data, markdown);

/** The specforge row again, run from another build's bin/specforge.js. */
function comparedBuild(bin, label) {
  const specforge = GENERATORS.find((t) => t.id === 'specforge');
  return {
    ...specforge,
    id: 'specforge-compared',
    label: `${specforge.label}, ${label}`,
    command: (spec, out) => [NODE20, [bin, 'generate', spec, '-o', out, '--targets', 'types,client']],
  };
}

/** With --compare: this build's time over the compared build's, round by round (median). */
function comparedLine(summary) {
  const [a, b] = [summary.specforge, summary['specforge-compared']];
  if (!a || !b || a.failed || b.failed) return '';
  const paired = (clock) => fmt(pairedRatio(summary, 'specforge', 'specforge-compared', clock), 3);
  return `\n\nthis build ÷ ${flags['compare-label']}, same-round medians: wall ${paired('wallMs')}×, CPU ${paired('cpuMs')}×`;
}

function documentTable(summary, best) {
  const rows = tools.map((tool) => {
    const s = summary[tool.id];
    if (s.failed) return [tool.label, `failed: ${s.failed}`, '', '', '', '', '', ''];
    const name = s.converted ? `${tool.label} †` : tool.label;
    const bestCpu = summary[best?.id]?.medianCpuSeconds;
    const paired = (clock) => (best ? `${fmt(pairedRatio(summary, tool.id, best.id, clock), 2)}×` : 'n/a');
    return [
      name, fmt(s.medianSeconds), `${fmt(s.minSeconds)}–${fmt(s.maxSeconds)}`, fmt(s.medianCpuSeconds),
      fmt(s.medianPeakMB, 0), ratio(s.medianSeconds, best?.seconds), ratio(s.medianCpuSeconds, bestCpu),
      `${paired('wallMs')} / ${paired('cpuMs')}`,
    ];
  });
  const header = [
    'tool', 'median wall (s)', 'range (s)', 'median CPU (s)', 'median peak RSS (MB)', 'wall vs fastest', 'CPU vs fastest',
    'same-round wall / CPU vs fastest',
  ];
  const table = markdownTable(header, rows);
  const note = Object.values(summary).some((s) => s.converted)
    ? '\n\n† reads only OAS 3: run on the swagger2openapi rendering (conversion, ~1 s, not counted).'
    : '';
  return `${table}\n\nfastest established: ${best?.id ?? 'none'}${note}`;
}

async function measureSynthetic(synthTools) {
  const results = {};
  for (const operations of [1000, 10000]) {
    const file = join(TMP_DIR, 'specs', `synthetic-${operations}.json`);
    if (!existsSync(file)) {
      mkdirSync(join(TMP_DIR, 'specs'), { recursive: true });
      writeFileSync(file, JSON.stringify(syntheticDocument(operations)));
    }
    console.error(`\n== synthetic ${operations} operations`);
    results[operations] = await measureTools(synthTools, () => ({ path: file }), flags.runs);
  }
  return results;
}

function syntheticTable(synthTools, results) {
  const rows = synthTools.map((tool) => {
    const small = results[1000][tool.id];
    const large = results[10000][tool.id];
    if (small.failed || large.failed) return [tool.label, small.failed ?? large.failed, '', '', '', '', ''];
    const marginal = ((large.medianCpuSeconds - small.medianCpuSeconds) / 9000) * 1000;
    return [
      tool.label, `${fmt(small.medianSeconds)} / ${fmt(small.medianCpuSeconds)}`, `${fmt(large.medianSeconds)} / ${fmt(large.medianCpuSeconds)}`,
      ratio(large.medianSeconds, small.medianSeconds), ratio(large.medianCpuSeconds, small.medianCpuSeconds), fmt(marginal, 3), fmt(large.medianPeakMB, 0),
    ];
  });
  const header = ['tool', '1 000 ops wall / CPU (s)', '10 000 ops wall / CPU (s)', '10k / 1k wall', '10k / 1k CPU', 'CPU ms per extra op', 'peak at 10k (MB)'];
  return markdownTable(header, rows);
}
