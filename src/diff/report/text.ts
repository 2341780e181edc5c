import type { DiffReport, Finding, Level } from '../types.js';
import { groupByOperation, summaryLine, usedMark, usedSuffix } from './group.js';
import { oneLine } from '../../util/terminal-text.js';

export interface TextOptions {
  color: boolean;
  /** Also print where in the new document each change sits (its JSON pointer). */
  verbose: boolean;
}

const COLOURS: Record<Level, string> = {
  breaking: '\u001b[31m',
  warning: '\u001b[33m',
  info: '\u001b[36m',
};
const RESET = '\u001b[0m';
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';

/** Human report, grouped by operation, each finding with its client impact and why; ANSI colour only when asked (a TTY outside CI). */
export function renderText(report: DiffReport, options: TextOptions): string {
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${RESET}` : text);
  if (report.changes.length === 0) return 'No changes.\n';
  const lines: string[] = [];
  for (const group of groupByOperation(report.changes)) {
    const client = group.client ? `  ${paint(DIM, group.client)}` : '';
    lines.push(`${paint(BOLD, oneLine(group.title))}${oneLine(client)}`);
    for (const finding of group.findings) lines.push(...findingLines(finding, options, paint));
    lines.push('');
  }
  lines.push(summaryLine(report.summary) + usedSuffix(report.changes));
  return `${lines.join('\n')}\n`;
}

function findingLines(
  finding: Finding,
  options: TextOptions,
  paint: (code: string, text: string) => string,
): string[] {
  const level = paint(COLOURS[finding.level], finding.level.padEnd(8));
  const mark = usedMark(finding);
  const used = mark ? `  ${mark === 'used' ? paint(BOLD, mark) : paint(DIM, mark)}` : '';
  const lines = [
    `  ${level}  ${oneLine(finding.message)}  ${paint(DIM, `[${finding.id}]`)}${used}`,
  ];
  const indent = ' '.repeat(12);
  if (finding.client.includes(' → '))
    lines.push(`${indent}${paint(DIM, `client: ${oneLine(finding.client)}`)}`);
  lines.push(`${indent}${paint(DIM, `why: ${oneLine(finding.why)}`)}`);
  if (options.verbose) lines.push(`${indent}${paint(DIM, `at: ${oneLine(finding.pointer)}`)}`);
  return lines;
}
