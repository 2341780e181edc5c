// Alternating, repeated runs of several generators on one document.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { errorLine, runMeasured } from '../lib/run-process.mjs';
import { median } from '../lib/stats.mjs';
import { TMP_DIR } from '../lib/env.mjs';

/**
 * Runs every tool `runs` times, rotating the order each round so that no tool always runs
 * first (cold caches) or last. A tool that fails once is not retried: it fails every time.
 * @returns {Map<string, { runs: object[], failed?: string, input?: object }>}
 */
export async function measureTools(tools, inputFor, runs, timeoutMs = 300_000) {
  const results = new Map(tools.map((t) => [t.id, { runs: [], input: inputFor(t) }]));
  for (let round = 0; round < runs; round++) {
    const order = tools.map((_, i) => tools[(i + round) % tools.length]);
    for (const tool of order) {
      const entry = results.get(tool.id);
      if (entry.failed) continue;
      const out = join(TMP_DIR, 'gen', tool.id);
      rmSync(out, { recursive: true, force: true });
      const [command, args] = tool.command(entry.input.path, out);
      const run = await runMeasured(command, args, { timeoutMs });
      if (!run.ok) entry.failed = errorLine(run.output);
      else entry.runs.push({ round, wallMs: run.wallMs, cpuMs: run.cpuMs, peakMB: run.peakMB, load: loadavg()[0] });
      process.stderr.write(`  ${tool.id} round ${round + 1}: ${run.ok ? `${(run.wallMs / 1000).toFixed(2)} s, ${run.peakMB?.toFixed(0)} MB` : `FAILED ${entry.failed}`}\n`);
    }
  }
  return summarise(results);
}

function summarise(results) {
  const summary = {};
  for (const [id, entry] of results) {
    const walls = entry.runs.map((r) => r.wallMs / 1000);
    summary[id] = {
      converted: Boolean(entry.input.converted),
      failed: entry.failed ?? null,
      runs: walls.length,
      medianSeconds: median(walls),
      minSeconds: Math.min(...walls),
      maxSeconds: Math.max(...walls),
      medianCpuSeconds: median(entry.runs.map((r) => r.cpuMs / 1000)),
      medianPeakMB: median(entry.runs.map((r) => r.peakMB)),
      medianLoad: median(entry.runs.map((r) => r.load)),
      // Each run with its round, for pairedRatio (and its wall time, CPU time and peak).
      rounds: entry.runs,
    };
  }
  return summary;
}

/**
 * The median over rounds of `tool`'s time divided by `reference`'s time in the same round
 * (`clock`: 'wallMs' or 'cpuMs'). The two ran one after the other, so a slow spell of a
 * shared machine, which can move every tool's time by a third between rounds, slows both;
 * a ratio of medians taken over different rounds does not cancel it.
 */
export function pairedRatio(summary, toolId, referenceId, clock) {
  const reference = new Map(summary[referenceId].rounds.map((run) => [run.round, run[clock]]));
  const ratios = summary[toolId].rounds
    .filter((run) => reference.has(run.round))
    .map((run) => run[clock] / reference.get(run.round));
  return median(ratios);
}

/** Median of the fastest established tool that succeeded (the ratio's reference). */
export function fastestEstablished(tools, summary) {
  let best = null;
  for (const tool of tools.filter((t) => t.established)) {
    const s = summary[tool.id];
    if (!s || s.failed || !Number.isFinite(s.medianSeconds)) continue;
    if (!best || s.medianSeconds < best.seconds) best = { id: tool.id, seconds: s.medianSeconds };
  }
  return best;
}
