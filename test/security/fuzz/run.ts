/**
 * The generate fuzz job: random malformed documents (documents.ts) through the API the
 * CLI calls (`generate`, every target), each outcome classified as the CLI would report it
 * (src/cli/io.ts: a SpecforgeError is its one line and exit code; anything else is an
 * "internal error", a crash), and every output compiled under the strictest options.
 * Outputs are compiled in batches, one ts-morph program per batch; the shipped runtime
 * files, identical in every output but for their banner comment, become links to one copy
 * so that each batch checks them once.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { generate } from '../../../src/api/index.js';
import { SpecforgeError } from '../../../src/errors.js';
import { TARGET_NAMES } from '../../../src/emit/targets.js';
import { verifyFiles } from '../../../src/write/verify.js';
import { malformedDocument } from './documents.js';

export interface FuzzFailure {
  document: string;
  problem: string;
}

export interface FuzzSummary {
  documents: number;
  generated: number;
  /** Clear exit-2 refusals, by error code. */
  refused: Record<string, number>;
  /** One message per refusal code: what the user reads. */
  messages: Record<string, string>;
  crashes: FuzzFailure[];
  compileFailures: FuzzFailure[];
  seconds: number;
  /** Of which compiling the outputs. */
  compileSeconds: number;
}

/**
 * Documents `from` (default 0) up to `documents`, drawn batch by batch. A run split at a
 * batch boundary (`from` in one process, the rest in another) draws the same documents as
 * one run: each batch's seed is `seed + first`.
 */
export async function runFuzz(options: { documents: number; seed: number; batch?: number; from?: number }): Promise<FuzzSummary> {
  const started = performance.now();
  const batchSize = options.batch ?? 200;
  const from = options.from ?? 0;
  if (from % batchSize !== 0) throw new Error(`from (${from}) must be a multiple of the batch size (${batchSize})`);
  const work = mkdtempSync(join(tmpdir(), 'specforge-fuzz-'));
  const summary: FuzzSummary = { documents: options.documents - from, generated: 0, refused: {}, messages: {}, crashes: [], compileFailures: [], seconds: 0, compileSeconds: 0 };
  try {
    for (let first = from; first < options.documents; first += batchSize) {
      // Drawn per batch (seed + first), so that memory holds one batch of documents.
      const count = Math.min(batchSize, options.documents - first);
      const texts = fc.sample(malformedDocument, { numRuns: count, seed: options.seed + first });
      const batch = join(work, `batch-${first}`);
      const written = await generateBatch(texts, batch, summary);
      const compiling = performance.now();
      summary.compileFailures.push(...(await compileBatch(batch, written)));
      summary.compileSeconds += (performance.now() - compiling) / 1000;
      rmSync(batch, { recursive: true, force: true });
      progress(summary, from, first + count, started);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** With SPECFORGE_FUZZ_PROGRESS, the figures so far after each batch (a long run may be stopped). */
function progress(summary: FuzzSummary, from: number, done: number, started: number): void {
  const path = process.env.SPECFORGE_FUZZ_PROGRESS;
  if (!path) return;
  const { crashes, compileFailures, ...figures } = summary;
  const seconds = (performance.now() - started) / 1000;
  // `documents`: judged so far; `through`: the index the run has reached (a split run's part).
  const line = { ...figures, documents: done - from, through: done, seconds, crashes: crashes.length, compileFailures: compileFailures.length };
  writeFileSync(path, `${JSON.stringify(line)}\n`, { flag: 'a' });
}

/** Generates each document into `<batch>/<n>/`; returns the outputs written, by directory name. */
async function generateBatch(texts: string[], batch: string, summary: FuzzSummary): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  mkdirSync(batch, { recursive: true });
  for (const [n, text] of texts.entries()) {
    const source = join(batch, `${n}.json`);
    writeFileSync(source, text);
    if (process.env.SPECFORGE_FUZZ_TRACE) process.stderr.write(`${batch} ${n} ${text.length} B, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`);
    try {
      await generate({ source, output: join(batch, String(n)), targets: [...TARGET_NAMES] });
      written.set(String(n), text);
      summary.generated += 1;
    } catch (error) {
      if (error instanceof SpecforgeError && error.exitCode === 2) {
        summary.refused[error.code] = (summary.refused[error.code] ?? 0) + 1;
        summary.messages[error.code] ??= error.message;
      } else {
        if (process.env.SPECFORGE_FUZZ_KEEP) writeFileSync(join(process.env.SPECFORGE_FUZZ_KEEP, `crash-${Date.now()}-${n}.json`), text);
        summary.crashes.push({ document: text, problem: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    }
  }
  return written;
}

/** Type-checks every output of the batch in one program; failures by document. */
async function compileBatch(batch: string, written: Map<string, string>): Promise<FuzzFailure[]> {
  const files = [...written.keys()].flatMap((dir) => shareRuntime(batch, dir));
  if (files.length === 0) return [];
  const problems = new Map<string, string[]>();
  for (const line of await verifyFiles(files, batch)) {
    const dir = line.split('/')[0] ?? '';
    problems.set(dir, [...(problems.get(dir) ?? []), line]);
  }
  const keep = process.env.SPECFORGE_FUZZ_KEEP;
  if (keep) {
    // The document and what tsc said of its output, side by side.
    for (const [dir, lines] of problems) {
      const stem = join(keep, `failure-${Date.now()}-${dir}`);
      writeFileSync(`${stem}.json`, written.get(dir) ?? '');
      writeFileSync(`${stem}.txt`, `${lines.join('\n')}\n`);
    }
  }
  return [...problems].map(([dir, lines]) => ({ document: written.get(dir) ?? '(shared runtime)', problem: lines.slice(0, 5).join('\n') }));
}

/**
 * The output's own .ts files (the program's roots). Its runtime files, when equal but for
 * the banner, become links to `<batch>/shared/`: imports resolve through the link to the
 * real path, so the program holds one copy of each.
 */
function shareRuntime(batch: string, dir: string): string[] {
  const root = join(batch, dir);
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'));
  const roots: string[] = [];
  for (const path of all) {
    const file = join(root, path);
    if (path.startsWith('runtime/') || path.startsWith('mocks/engine/')) link(file, join(batch, 'shared', path));
    else roots.push(file);
  }
  return roots;
}

function link(file: string, shared: string): void {
  const body = withoutBanner(readFileSync(file, 'utf8'));
  try {
    if (withoutBanner(readFileSync(shared, 'utf8')) !== body) return;
  } catch {
    mkdirSync(join(shared, '..'), { recursive: true });
    writeFileSync(shared, body);
  }
  unlinkSync(file);
  symlinkSync(relative(join(file, '..'), shared), file);
}

/** The file after specforge's banner (it names the document, nothing else); engine files have none. */
function withoutBanner(text: string): string {
  return text.startsWith('// Generated by specforge') ? text.slice(text.indexOf('\n\n') + 2) : text;
}
