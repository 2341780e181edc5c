import type { Finding, ProbeReport } from './types.js';

/**
 * The report for a person: who was probed, one line per finding (worst first), the
 * operations that could not be called and why, and the totals. Markdown is the same
 * content with headings and a table, for a pull request or a wiki page.
 */
const ORDER = { error: 0, warning: 1, info: 2 } as const;

export function reportText(report: ProbeReport): string {
  const lines = [
    `probe ${report.title || '(untitled)'} ${report.version} at ${report.source}`,
    `users: ${report.users.map((u) => `${u.username} (${u.access})`).join(', ')}`,
    `${report.operations.length} operations (${report.writes ? 'reads and write cycles' : 'read-only'}), ${report.requests} requests in ${report.durationMs} ms`,
    ...(report.incomplete ? [`INCOMPLETE: ${report.incomplete}`] : []),
    '',
    ...sorted(report.findings).map(findingLine),
    ...(report.findings.length ? [''] : ['no findings', '']),
    ...writeLines(report),
    ...skippedLines(report),
    summaryLine(report),
  ];
  return lines.join('\n');
}

export function reportMarkdown(report: ProbeReport): string {
  const rows = sorted(report.findings).map(
    (f) => `| ${f.severity}${f.security ? ' (security)' : ''} | ${f.kind} | \`${f.method} ${f.path}\` | ${cell(f.pointer ?? '')} | ${cell(f.message)} | ${f.users.length} |`,
  );
  return [
    `# Probe of ${cell(report.title || '(untitled)')} ${report.version}`,
    '',
    `Source: ${report.source} · users: ${report.users.map((u) => `${u.username} (${u.access})`).join(', ')} · ${report.requests} requests in ${report.durationMs} ms`,
    ...(report.incomplete ? ['', `**Incomplete:** ${report.incomplete}`] : []),
    '',
    '| severity | kind | operation | where | what | users |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(report.writes ? ['## Write cycles', '', ...writeLines(report).map((line) => line.replace(/^ {2}/, '- '))] : []),
    summaryLine(report),
    '',
  ].join('\n');
}

function sorted(findings: Finding[]): Finding[] {
  return [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}

function findingLine(f: Finding): string {
  const where = f.pointer ? ` ${f.pointer}` : '';
  const security = f.security ? ' SECURITY' : '';
  return `${f.severity.padEnd(7)} ${f.kind}${security}  ${f.method} ${f.path}${where}: ${f.message} [${f.users.join(', ')}]`;
}

/** One line per write cycle (its calls and statuses), then what it left behind. */
function writeLines(report: ProbeReport): string[] {
  if (!report.writes) return [];
  const cycles = report.writes.cycles.map((cycle) => {
    const steps = cycle.steps.map((step) => `${step.method} ${step.status}`).join(', ');
    const outcome = cycle.skipped ? `not run: ${cycle.skipped}` : cycle.cleanedUp ? 'cleaned up' : 'NOT cleaned up';
    return `  ${cycle.collection}${cycle.user ? ` as ${cycle.user}` : ''}: ${steps}${steps ? ' — ' : ''}${outcome}`;
  });
  const left = report.writes.leftBehind.map(
    (l) => `  LEFT BEHIND ${l.method ?? 'POST'} ${l.collection}${l.id ? ` id ${l.id}` : ''} ${l.url ?? ''} (${l.user}): ${l.reason}`,
  );
  return [`write cycles (${report.writes.cycles.length}):`, ...cycles, ...left, ...learnedLines(report), ''];
}

/** Per create whose required-ness was unknown: each body sent, its answer, and what it taught. */
function learnedLines(report: ProbeReport): string[] {
  return (report.writes?.learned ?? []).flatMap((l) => [
    `  learned ${l.method} ${l.path}: required [${l.required.join(', ')}]${Object.entries(l.enums)
      .map(([field, values]) => `, ${field} one of [${values.join(', ')}]`)
      .join('')} — ${l.ended}`,
    ...l.sent.map((s) => `    sent ${JSON.stringify(s.body)} → ${s.status}${s.refused ? ` (${s.refused})` : ''}`),
  ]);
}

function skippedLines(report: ProbeReport): string[] {
  const skipped = report.operations.filter((op) => op.skipped);
  if (skipped.length === 0) return [];
  return [`not called (${skipped.length}):`, ...skipped.map((op) => `  ${op.method} ${op.path}: ${op.skipped}`), ''];
}

function summaryLine(report: ProbeReport): string {
  const { error, warning, info } = report.summary;
  return `${error} error(s), ${warning} warning(s), ${info} info`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
