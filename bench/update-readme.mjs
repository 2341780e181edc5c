// Copies the tables of results/<name>.md into README.md between
// <!-- results:<name> --> and <!-- /results:<name> --> markers (the notes around them are prose
// written by hand after reading the numbers).
// Usage: node update-readme.mjs [startup generate generate-synthetic validators mock mock-start diff html]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, RESULTS_DIR } from './lib/stats.mjs';

const README = join(BENCH_DIR, 'README.md');
const names = process.argv.slice(2).length ? process.argv.slice(2) : ['startup', 'generate', 'generate-synthetic', 'validators', 'mock', 'mock-start', 'diff', 'html'];
let text = readFileSync(README, 'utf8');
for (const name of names) {
  const file = join(RESULTS_DIR, `${name}.md`);
  if (!existsSync(file)) {
    console.error(`no results/${name}.md: run the benchmark first`);
    continue;
  }
  const start = `<!-- results:${name} -->`;
  const end = `<!-- /results:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${start} … ${end} markers`);
  const facts = JSON.parse(readFileSync(join(RESULTS_DIR, `${name}.json`), 'utf8')).facts;
  const stamp = `_Run started ${facts.date}, load average ${facts.loadAverage} at its start._`;
  const body = `${start}\n${stamp}\n\n${readFileSync(file, 'utf8').trim()}\n${end}`;
  text = text.slice(0, from) + body + text.slice(to + end.length);
  console.error(`README.md: ${name} tables updated`);
}
writeFileSync(README, text);
