import type { Finding } from '../types.js';

export interface OperationGroup {
  /** `GET /job/{jobid}`, or `whole API` for model-wide findings. */
  title: string;
  client: string;
  findings: Finding[];
}

/**
 * Groups sorted findings by operation. Groups keep the order of their first finding, so
 * the operation with the most severe change comes first, and so on.
 */
export function groupByOperation(findings: Finding[]): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const finding of findings) {
    const title = finding.method ? `${finding.method} ${finding.path}` : 'whole API';
    let group = groups.get(title);
    if (!group) {
      group = { title, client: clientParts(finding).handle, findings: [] };
      groups.set(title, group);
    }
    group.findings.push(finding);
  }
  return [...groups.values()];
}

/**
 * A finding's client impact in its two parts: the generated handle people call
 * (`api.job.get()`) and the generated type and place it touches (`Job.user`; empty when none).
 * findings.ts joins them with ` → `.
 */
export function clientParts(finding: Finding): { handle: string; typeRef: string } {
  const [handle = '', typeRef = ''] = finding.client.split(' → ');
  return { handle, typeRef };
}

export function summaryLine(summary: { breaking: number; warning: number; info: number }): string {
  return `${summary.breaking} breaking, ${summary.warning} warning${summary.warning === 1 ? '' : 's'}, ${summary.info} info`;
}

/** With `--used-by`: `; used by the project: 1 breaking, 0 warnings, 2 info` (empty otherwise). */
export function usedSuffix(
  findings: readonly { used?: boolean; level: keyof DiffSummaryCounts }[],
): string {
  if (!findings.some((finding) => finding.used !== undefined)) return '';
  const used: DiffSummaryCounts = { breaking: 0, warning: 0, info: 0 };
  for (const finding of findings) if (finding.used) used[finding.level] += 1;
  return `; used by the project: ${summaryLine(used)}`;
}

/** `used` or `unused` after a finding, with `--used-by` (empty otherwise). */
export function usedMark(finding: { used?: boolean }): string {
  return finding.used === undefined ? '' : finding.used ? 'used' : 'unused';
}

type DiffSummaryCounts = { breaking: number; warning: number; info: number };
