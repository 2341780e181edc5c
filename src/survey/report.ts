import type { Finding } from '../diff/types.js';
import { maxOf } from '../util/max-of.js';
import type { SurveyReport, SurveyRow } from './types.js';

/**
 * The survey as text (terminal), markdown (a PR comment) and JSON (scripts: the contract's
 * `{ installations: [ { name, status, version, sha256, counts, findings, error } ] }`).
 * The first two are a matrix, one row per installation, then each row's top findings.
 */
export type SurveyFormat = 'text' | 'markdown' | 'json' | 'html';

const TOP = 3;
const LABEL: Record<SurveyRow['status'], string> = {
  compatible: 'compatible',
  breaking: 'breaking',
  'breaking-unused': 'breaking, unused',
  'breaking-used': 'breaking and used',
  unreachable: 'unreachable',
};

export function renderJson(report: SurveyReport): string {
  const installations = report.installations.map((row) => ({
    ...row,
    findings: row.findings.map(brief),
  }));
  return `${JSON.stringify({ ...report, installations }, null, 2)}\n`;
}

/** A finding as scripts read it: what, where, and the client handle (no rule prose, no values). */
function brief(finding: Finding) {
  const { id, level, method, path, location, message, client, used } = finding;
  return {
    id,
    level,
    method,
    path,
    location,
    message,
    client,
    ...(used !== undefined && { used }),
  };
}

/** Breaking and used first, then by level: the findings worth a line in the matrix. */
export function topFindings(row: SurveyRow, count = TOP): Finding[] {
  const rank = (f: Finding) =>
    f.level === 'breaking' ? (f.used === false ? 1 : 0) : f.level === 'warning' ? 2 : 3;
  return [...row.findings].sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

export function statusLabel(row: SurveyRow): string {
  return LABEL[row.status];
}

export function countsText(row: SurveyRow): string {
  if (!row.counts) return '–';
  const { breaking, warning, info, breakingUsed } = row.counts;
  const used = breakingUsed === undefined ? '' : ` (${breakingUsed} used)`;
  return `${breaking} breaking${used}, ${warning} warning, ${info} info`;
}

function findingText(finding: Finding): string {
  const where = finding.method ? `${finding.method} ${finding.path}` : 'whole API';
  const used = finding.used === undefined ? '' : finding.used ? ' [used]' : ' [unused]';
  return `${finding.level} ${finding.id} ${where}: ${finding.message}${used}`;
}

function detailLines(row: SurveyRow): string[] {
  const lines: string[] = [];
  if (row.error) lines.push(`unreachable (${row.error.cause}): ${row.error.message}`);
  if (row.since && row.since.change !== 'unchanged') lines.push(row.since.message);
  if (row.probe) lines.push(probeText(row.probe));
  for (const finding of row.status === 'compatible' ? [] : topFindings(row))
    lines.push(findingText(finding));
  const more = row.status === 'compatible' ? 0 : row.findings.length - TOP;
  if (more > 0) lines.push(`… and ${more} more finding(s)`);
  return lines;
}

function probeText(probe: NonNullable<SurveyRow['probe']>): string {
  if (probe.skipped) return `probe: ${probe.skipped}`;
  const incomplete = probe.incomplete ? ` (incomplete: ${probe.incomplete})` : '';
  return `probe: ${probe.drift} drift, ${probe.accessDrift} access drift in ${probe.requests} requests${incomplete}`;
}

function heading(report: SurveyReport): string {
  const { against } = report;
  const usedBy = report.usedBy ? ', findings judged against the --used-by project' : '';
  return `Survey of ${report.installations.length} installation(s) against ${against.source} (version ${against.version})${usedBy}`;
}

export function renderText(report: SurveyReport): string {
  const rows = report.installations.map((row) => [
    row.name,
    statusLabel(row),
    row.version ?? '–',
    row.group === null ? '–' : String(row.group),
    countsText(row),
  ]);
  const table = [['INSTALLATION', 'STATUS', 'VERSION', 'GROUP', 'FINDINGS'], ...rows];
  const widths = table[0]!.map((_, i) =>
    maxOf(
      table.map((cells) => cells[i]!.length),
      0,
    ),
  );
  const lines = [heading(report), ''];
  for (const cells of table)
    lines.push(
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  for (const row of report.installations) {
    const details = detailLines(row);
    if (details.length === 0) continue;
    lines.push('', `${row.name}:`, ...details.map((line) => `  ${line}`));
  }
  return `${lines.join('\n')}\n`;
}

export function renderMarkdown(report: SurveyReport): string {
  const lines = [
    `### ${cell(heading(report))}`,
    '',
    '| Installation | Status | Version | Findings | Top findings |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of report.installations) {
    const top = row.error
      ? `${row.error.cause}: ${row.error.message}`
      : row.status === 'compatible'
        ? ''
        : topFindings(row)
            .map((f) => `\`${f.id}\` ${f.method} ${f.path}`)
            .join('<br>');
    lines.push(
      `| ${[row.name, `**${statusLabel(row)}**`, row.version ?? '–', countsText(row), top].map(cell).join(' | ')} |`,
    );
  }
  const notes = report.installations.flatMap((row) => detailNotes(row));
  if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${cell(note)}`));
  return `${lines.join('\n')}\n`;
}

function detailNotes(row: SurveyRow): string[] {
  const notes: string[] = [];
  if (row.since && row.since.change !== 'unchanged' && row.since.change !== 'new')
    notes.push(row.since.message);
  if (row.probe) notes.push(`${row.name}: ${probeText(row.probe)}`);
  return notes;
}

/** Markdown table cells: pipes and newlines would break the row. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
