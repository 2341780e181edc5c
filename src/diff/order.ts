import type { DiffSummary, Finding, Level } from './types.js';

const LEVEL_RANK: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

/**
 * The total order over findings: level (breaking first), path, method, location, rule id,
 * then message, so two runs over the same pair print the same bytes. Written out field by
 * field rather than through a helper per field: a large report (Stripe's pair: 38 000
 * findings) calls this ~600 000 times.
 */
export function compareFindings(a: Finding, b: Finding): number {
  const rank = LEVEL_RANK[a.level] - LEVEL_RANK[b.level];
  if (rank !== 0) return rank;
  // code-unit order, independent of the locale the process runs in
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  if (a.method !== b.method) return a.method < b.method ? -1 : 1;
  if (a.location !== b.location) return a.location < b.location ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  if (a.message !== b.message) return a.message < b.message ? -1 : 1;
  return 0;
}

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

/** The findings counted by level; `usedOnly`: those not marked unused (`gateSummary`). */
export function summarise(findings: Finding[], usedOnly = false): DiffSummary {
  const summary: DiffSummary = { breaking: 0, warning: 0, info: 0 };
  // an index, not `for … of`: no iterator result per finding without the optimising compiler
  for (let index = 0; index < findings.length; index++) {
    const finding = findings[index]!;
    if (!usedOnly || finding.used !== false) summary[finding.level] += 1;
  }
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
  return summarise(findings, true);
}
