import type { DiffReport } from '../types.js';

/** Findings per piece: big enough that writes are few, small enough that no piece is huge. */
const BATCH = 500;

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
  yield '{\n  "changes": [\n';
  for (let start = 0; start < changes.length; start += BATCH) {
    const end = Math.min(start + BATCH, changes.length);
    let piece = '';
    for (let i = start; i < end; i++) {
      // a finding's own line breaks are structure only (JSON escapes those inside strings)
      const text = JSON.stringify(changes[i], null, 2).replaceAll('\n', '\n    ');
      piece += `    ${text}${i === changes.length - 1 ? '' : ','}\n`;
    }
    yield piece;
  }
  const summary = JSON.stringify(report.summary, null, 2).replaceAll('\n', '\n  ');
  yield `  ],\n  "summary": ${summary}\n}\n`;
}
