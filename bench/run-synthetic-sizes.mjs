// generate on synthetic documents of several sizes: specforge (and optionally a compared
// build) against oazapfts, the fastest established peer on them, as same-round CPU ratios.
// Usage: SPECFORGE_BIN=/snap/bin/specforge.js node run-synthetic-sizes.mjs [--runs 5]
//        [--sizes 1000,5000,20000] [--compare /before/bin/specforge.js]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { syntheticDocument } from './generate/synthetic.mjs';
import { GENERATORS } from './generate/tools.mjs';
import { measureTools, pairedRatio } from './generate/measure.mjs';
import { NODE20, TMP_DIR } from './lib/env.mjs';
import { fmt, markdownTable, parseFlags } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { runs: 5, sizes: '1000,5000,20000', compare: '' });
const tools = GENERATORS.filter((t) => t.id === 'oazapfts' || t.id === 'specforge');
if (flags.compare) {
  const specforge = GENERATORS.find((t) => t.id === 'specforge');
  const command = (spec, out) => [NODE20, [flags.compare, 'generate', spec, '-o', out, '--targets', 'types,client']];
  tools.push({ ...specforge, id: 'before', command });
}
const rows = [];
for (const operations of flags.sizes.split(',').map(Number)) {
  const file = join(TMP_DIR, 'specs', `synthetic-${operations}.json`);
  if (!existsSync(file)) {
    mkdirSync(join(TMP_DIR, 'specs'), { recursive: true });
    writeFileSync(file, JSON.stringify(syntheticDocument(operations)));
  }
  console.error(`\n== synthetic ${operations} operations`);
  const s = await measureTools(tools, () => ({ path: file }), Number(flags.runs));
  const cells = (id) => [fmt(s[id].medianCpuSeconds), fmt(pairedRatio(s, id, 'oazapfts', 'cpuMs')), fmt(s[id].medianPeakMB, 0)];
  rows.push([operations, fmt(s.oazapfts.medianCpuSeconds), ...(flags.compare ? cells('before') : []), ...cells('specforge'), fmt(s.specforge.medianLoad, 1)]);
}
const before = flags.compare ? ['before CPU (s)', 'before / oazapfts', 'before peak MB'] : [];
console.log(markdownTable(['operations', 'oazapfts CPU (s)', ...before, 'specforge CPU (s)', 'specforge / oazapfts', 'specforge peak MB', 'load'], rows));
