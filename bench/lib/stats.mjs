// Small statistics and table helpers shared by the run-*.mjs scripts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const RESULTS_DIR = join(BENCH_DIR, 'results');

/**
 * Every tool is measured without NODE_EXTRA_CA_CERTS (the benchmarks read local files; no tool
 * makes a TLS connection). Node 20 parses that file at every start, before any JavaScript runs
 * (~400 M instructions for the 144 certificates of a Debian bundle: `node -e 0` 19 -> 51 ms on
 * this machine, whose environment sets it); Node 22 reads it only when TLS needs it. Left set,
 * it would add ~32 ms to the Node 20 tools (specforge, openapi-typescript, oazapfts) and nothing
 * to the Node 22 ones (orval, hey-api). BENCH_KEEP_EXTRA_CA_CERTS=1 keeps it, to measure that.
 */
const extraCaCerts = process.env.NODE_EXTRA_CA_CERTS;
const keepExtraCaCerts = process.env.BENCH_KEEP_EXTRA_CA_CERTS === '1';
if (!keepExtraCaCerts) delete process.env.NODE_EXTRA_CA_CERTS;
const EXTRA_CA_CERTS_FACT =
  extraCaCerts === undefined ? 'not set' : keepExtraCaCerts ? `kept (${extraCaCerts})` : `unset for every tool (the machine sets ${extraCaCerts})`;

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Percentile by nearest rank over an unsorted list. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)];
}

export function fmt(value, digits = 2) {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function ratio(value, reference) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return 'n/a';
  return `${fmt(value / reference, 2)}×`;
}

export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Facts that make a number interpretable: cores, load at the time, node versions. */
export function machineFacts(extra = {}) {
  const [load1, load5] = os.loadavg();
  return {
    date: new Date().toISOString(),
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: `${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min)`,
    node: process.version,
    NODE_EXTRA_CA_CERTS: EXTRA_CA_CERTS_FACT,
    ...extra,
  };
}

/** Writes results/<name>.json and results/<name>.md (results/ is git-ignored). */
export function saveResults(name, data, markdown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify(data, null, 2) + '\n');
  writeFileSync(join(RESULTS_DIR, `${name}.md`), markdown + '\n');
  console.log(`\nwrote results/${name}.json and results/${name}.md`);
}

/** `--runs 7 --only github` style flags. */
export function parseFlags(argv, defaults) {
  const flags = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in defaults)) throw new Error(`unknown flag --${name}`);
    flags[name] = typeof defaults[name] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  return flags;
}
