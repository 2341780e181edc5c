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
      group = { title, client: finding.client.split(' → ')[0] ?? '', findings: [] };
      groups.set(title, group);
    }
    group.findings.push(finding);
  }
  return [...groups.values()];
}

export function summaryLine(summary: { breaking: number; warning: number; info: number }): string {
  return `${summary.breaking} breaking, ${summary.warning} warning${summary.warning === 1 ? '' : 's'}, ${summary.info} info`;
}
