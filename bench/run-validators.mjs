// Benchmark for issue 5: ops/s of specforge's generated validators against ajv, zod,
// TypeBox's compiler and typia on the reference installation's v2 Job model.
// Usage: node run-validators.mjs [--rounds 5] [--min-cpu-ms 200]
import { COMPETITORS } from './validators/competitors.mjs';
import { specforgeValidators } from './validators/specforge.mjs';
import { PAYLOADS } from './validators/payloads.mjs';
import { MODES, describeErrors, measureOps, sanityProblems } from './validators/measure.mjs';
import { fmt, machineFacts, markdownTable, parseFlags, ratio, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 5, 'min-cpu-ms': 200 });
const libs = COMPETITORS.map((c) => ({ id: c.id, label: c.label, validators: c.build() }));
const specforge = await specforgeValidators();
if (specforge.validators) {
  libs.push({ id: 'specforge', label: 'specforge (generated, transpiled to JS)', validators: specforge.validators });
}
const rejected = {};
for (const lib of [...libs]) {
  const problems = sanityProblems(lib.validators, PAYLOADS);
  if (problems.length) {
    rejected[lib.id] = problems.join('; ');
    libs.splice(libs.indexOf(lib), 1);
  }
}
const facts = machineFacts({ rounds: flags.rounds, minCpuMsPerTask: flags['min-cpu-ms'] });
console.error('machine:', facts, 'rejected:', rejected);

const ops = await measureOps(libs, PAYLOADS, flags.rounds, flags['min-cpu-ms']);
const errors = describeErrors(libs, PAYLOADS.find((p) => !p.valid));
const sections = PAYLOADS.map((p) => `### ${p.label}\n\n${payloadTable(p)}`);
if (ops.specforge) sections.push(`### specforge ratios\n\n${ratioTable()}`);
else sections.push(`specforge: not available in this checkout (${specforge.missing}).`);
sections.push(`### Errors reported for the invalid job (all-errors mode)\n\n${errorTable()}`);
for (const [id, why] of Object.entries(rejected)) sections.push(`${id}: left out, wrong answers (${why}).`);
const markdown = sections.join('\n\n');
console.log(markdown);
saveResults('validators', { facts, ops, errors, rejected, specforgeMissing: specforge.missing ?? null }, markdown);

function payloadTable(payload) {
  const header = ['library', ...MODES.map((m) => `${m} (ops/s)`)];
  const rows = libs.map((lib) => [lib.label, ...MODES.map((m) => fmt(ops[lib.id][payload.id][m], 0))]);
  return markdownTable(header, rows);
}

function ratioTable() {
  const rows = [];
  for (const p of PAYLOADS) {
    for (const mode of MODES) {
      const mine = ops.specforge[p.id][mode];
      rows.push([p.label, mode, ...COMPETITORS.map((c) => ratio(mine, ops[c.id]?.[p.id]?.[mode]))]);
    }
  }
  return markdownTable(['payload', 'mode', ...COMPETITORS.map((c) => `vs ${c.id}`)], rows);
}

function errorTable() {
  const rows = errors.map((e) => [e.lib, String(e.count), e.details.join('<br>').replace(/\|/g, '/')]);
  return markdownTable(['library', 'errors', 'path: message'], rows);
}
