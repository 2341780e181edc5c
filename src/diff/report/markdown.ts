import type { DiffReport, Finding } from '../types.js';
import { summaryLine, usedMark, usedSuffix } from './group.js';

/**
 * A PR comment: breaking changes and warnings in a table, informational changes folded
 * away in a `<details>` block so that the comment stays short.
 */
export function renderMarkdown(report: DiffReport): string {
  const lines = [
    `### API changes: ${summaryLine(report.summary)}${usedSuffix(report.changes)}`,
    '',
  ];
  if (report.changes.length === 0) return `${lines.concat('No changes.').join('\n')}\n`;
  const important = report.changes.filter((finding) => finding.level !== 'info');
  const info = report.changes.filter((finding) => finding.level === 'info');
  if (important.length > 0) lines.push(...table(important), '');
  if (info.length > 0) {
    lines.push(
      `<details><summary>${info.length} informational change${info.length === 1 ? '' : 's'}</summary>`,
      '',
    );
    lines.push(...table(info), '', '</details>', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function table(findings: Finding[]): string[] {
  const rows = findings.map(
    (finding) =>
      `| ${badge(finding)} | ${code(operationTitle(finding))} | ${cell(finding.message)} | ${code(finding.client)} | ${cell(finding.why)} | ${code(finding.id)} |`,
  );
  return [
    '| level | operation | change | client impact | why | rule |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

function badge(finding: Finding): string {
  const level = { breaking: '🔴 breaking', warning: '🟡 warning', info: 'ℹ️ info' }[finding.level];
  const mark = usedMark(finding);
  return mark ? `${level} · ${mark}` : level;
}

function operationTitle(finding: Finding): string {
  return finding.method ? `${finding.method} ${finding.path}` : 'whole API';
}

/** Table cells: pipes and newlines would break the row. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function code(text: string): string {
  if (!text) return '';
  const safe = cell(text);
  return safe.includes('`') ? `\`\` ${safe} \`\`` : `\`${safe}\``;
}
