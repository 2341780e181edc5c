import type { DiffReport } from '../types.js';

/**
 * Findings per piece: big enough that writes are few, small enough that a piece's text
 * (~1.8 KB a finding: the `→` of client impacts makes it two-byte) stays below V8's
 * large-object size (128 KB). The stringified text, its flat copy and its bytes then live
 * in the young generation, which reuses its memory; pieces of 500 findings (~900 KB) were
 * each a fresh large object (Stripe's pair: ~2.5 % of the run's CPU, bench/README §4).
 */
const BATCH = 50;

/** How `JSON.stringify({changes: [...]}, null, 2)` opens around the findings. */
const OPENING = '{\n  "changes": [\n';
/** ...and closes after them: after the last finding, and after a placeholder `0` that follows it. */
const CLOSING = { last: '  ]\n}', more: '    0\n  ]\n}' };

/**
 * The json report (docs/contract.md's `{changes, summary}`) in pieces, each ending in a
 * newline; joined, they are exactly `JSON.stringify(report, null, 2)` plus a newline.
 * Stripe's pair yields a 34 MB report: printing it piece by piece spares building that
 * string, its terminal-safety copy and its byte buffer at once (most of the time left in
 * the run was the garbage collector moving them).
 */
export function* jsonReportPieces(report: DiffReport): Generator<string> {
  const { changes } = report;
  if (changes.length === 0) {
    yield `${JSON.stringify(report, null, 2)}\n`;
    return;
  }
  yield OPENING;
  for (let start = 0; start < changes.length; start += BATCH) {
    const end = Math.min(start + BATCH, changes.length);
    yield findingsText(changes.slice(start, end), end === changes.length);
  }
  const summary = JSON.stringify(report.summary, null, 2).replaceAll('\n', '\n  ');
  yield `  ],\n  "summary": ${summary}\n}\n`;
}

/**
 * A run of findings as they sit inside the report (indented, each followed by `,\n`, the
 * last one of the report by `\n`), cut from one native `JSON.stringify` of an object shaped
 * like the report: a third of the CPU of stringifying each finding and re-indenting it
 * (Stripe: ~390 -> ~150 ms). A run that more findings follow gets a placeholder element
 * after it, so that the stringified text holds its trailing comma. The piece is a slice of
 * that text, joined to nothing: V8 scans and encodes a slice as it is, where a joined string
 * is first copied whole (Stripe's terminal-safety scan: ~85 -> ~40 ms).
 */
function findingsText(run: unknown[], last: boolean): string {
  if (!last) run.push(0);
  const text = JSON.stringify({ changes: run }, null, 2);
  return text.slice(OPENING.length, text.length - (last ? CLOSING.last : CLOSING.more).length);
}
