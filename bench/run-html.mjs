// Benchmark for the HTML changelog (issue 14): `specforge diff --format html -o page` on the
// reference installation's v1 → v2 and on Stripe vs its mutated copy (run-diff.mjs's pair,
// ~38 000 findings), grouped by operation and by schema. Per page: the CLI's wall time, the
// page's size, and Debian Chromium's time to load it (navigation start → load event end, the
// page's filter script included), DOM nodes, and how tall it is in 1280-px-wide screens.
// No established tool is run beside it: oasdiff's HTML changelog is a Go binary this machine
// does not have (see README.md). Usage: node run-html.mjs [--runs 3] [--pairs installation,stripe]
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runMeasured } from './lib/run-process.mjs';
import { diffPairs } from './diff/tools.mjs';
import { NODE20, REPO_DIR, SPECFORGE_BIN, TMP_DIR } from './lib/env.mjs';

/** The test suite's launch options (Debian's Chromium, headless, offline, quiet switches). */
const CHROMIUM_LAUNCH = JSON.parse(readFileSync(join(REPO_DIR, 'test/helpers/chromium.json'), 'utf8'));
import { fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { runs: 3, pairs: 'installation,stripe' });
const { chromium } = createRequire(join(REPO_DIR, 'package.json'))('playwright-core');
const facts = machineFacts({ runs: flags.runs });
const out = join(TMP_DIR, 'html');
mkdirSync(out, { recursive: true });

const rows = [];
const results = {};
for (const pair of diffPairs(new Set(flags.pairs.split(',')))) {
  for (const groupBy of ['operation', 'schema']) {
    const page = join(out, `${pair.id}-${groupBy}.html`);
    const args = [
      SPECFORGE_BIN,
      'diff',
      pair.old,
      pair.new,
      '--format',
      'html',
      '--group-by',
      groupBy,
      '-o',
      page,
      '--fail-on',
      'none',
    ];
    const cli = [];
    for (let i = 0; i < flags.runs; i++)
      cli.push(await runMeasured(NODE20, args, { timeoutMs: 300_000, okCodes: [0] }));
    const browser = [];
    for (let i = 0; i < flags.runs; i++) browser.push(await loadInChromium(page));
    const entry = {
      cliWallMs: median(cli.map((r) => r.wallMs)),
      cliPeakMB: median(cli.map((r) => r.peakMB)),
      bytes: statSync(page).size,
      ...medianOf(browser),
    };
    results[`${pair.id}-${groupBy}`] = entry;
    console.error(pair.id, groupBy, entry);
    rows.push([
      pair.label,
      groupBy,
      fmt(entry.bytes / 1e6, 2),
      fmt(entry.cliWallMs / 1000),
      fmt(entry.loadMs, 0),
      fmt(entry.nodes, 0),
      fmt(entry.screens, 1),
    ]);
  }
}

async function loadInChromium(page) {
  const context = await chromium.launchPersistentContext(join(out, `profile-${process.pid}`), {
    ...CHROMIUM_LAUNCH,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const tab = await context.newPage();
    await tab.goto(pathToFileURL(page).href, { waitUntil: 'load', timeout: 300_000 });
    return await tab.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return {
        loadMs: nav.loadEventEnd - nav.startTime,
        nodes: document.getElementsByTagName('*').length,
        screens: document.documentElement.scrollHeight / 900,
      };
    });
  } finally {
    await context.close();
  }
}

function medianOf(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

const markdown = markdownTable(
  [
    'pair',
    'grouped by',
    'page (MB)',
    'CLI wall (s)',
    'Chromium load (ms)',
    'DOM elements',
    'height (900-px screens)',
  ],
  rows,
);
console.log(markdown);
saveResults('html', { facts, results }, markdown);
