import type { DiffSummary, Finding, Level } from './types.js';

const LEVEL_RANK: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

/**
 * The total order over findings: level (breaking first), path, method, location, rule id,
 * then message, so two runs over the same pair print the same bytes.
 */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
    compareText(a.path, b.path) ||
    compareText(a.method, b.method) ||
    compareText(a.location, b.location) ||
    compareText(a.id, b.id) ||
    compareText(a.message, b.message)
  );
}

/** Code-unit order, independent of the locale the process runs in. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

export function summarise(findings: Finding[]): DiffSummary {
  const summary: DiffSummary = { breaking: 0, warning: 0, info: 0 };
  for (const finding of findings) summary[finding.level] += 1;
  return summary;
}

/** `--fail-on`: does the report hold a finding at or above the threshold? */
export function failsAt(summary: DiffSummary, threshold: Level | 'none'): boolean {
  if (threshold === 'none') return false;
  if (threshold === 'breaking') return summary.breaking > 0;
  if (threshold === 'warning') return summary.breaking + summary.warning > 0;
  return summary.breaking + summary.warning + summary.info > 0;
}

/**
 * What `--fail-on` counts: every finding, or with `--used-by` only those the project uses
 * (a finding marked `used: false` never fails the gate).
 */
export function gateSummary(findings: Finding[]): DiffSummary {
  return summarise(findings.filter((finding) => finding.used !== false));
}
