import type { DiffReport, Finding } from '../types.js';

/** Findings per piece: big enough that writes are few, small enough that no piece is huge. */
const BATCH = 500;

/** How `JSON.stringify({changes: [...]}, null, 2)` opens and closes around the findings. */
const OPENING = '{\n  "changes": [\n';
const CLOSING = '\n  ]\n}';

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
    yield `${findingsText(changes.slice(start, end))}${end === changes.length ? '\n' : ',\n'}`;
  }
  const summary = JSON.stringify(report.summary, null, 2).replaceAll('\n', '\n  ');
  yield `  ],\n  "summary": ${summary}\n}\n`;
}

/**
 * A run of findings as they sit inside the report (indented, comma-separated), from one
 * native `JSON.stringify` of an object shaped like the report: a third of the CPU of
 * stringifying each finding and re-indenting it (Stripe: ~390 → ~150 ms), and one flat
 * string instead of hundreds of joined ones for the terminal-safety scan.
 */
function findingsText(findings: Finding[]): string {
  const text = JSON.stringify({ changes: findings }, null, 2);
  return text.slice(OPENING.length, text.length - CLOSING.length);
}
