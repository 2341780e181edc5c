import { anchorIds } from '../html/anchors.js';
import { html, joinHtml, type Html } from '../html/escape.js';
import { badge, facts, levelFilter, summaryList } from '../html/parts.js';
import { renderPage } from '../html/page.js';
import { operationsTable, writesTable } from './report-html-tables.js';
import type { Finding, ProbeReport } from './types.js';

/**
 * The probe report as a page on the diff changelog's shell: counts, a severity filter, the
 * operations table and the write cycles (report-html-tables.ts), then the findings grouped
 * by operation: security findings first, then by severity.
 */
const RANK = { error: 0, warning: 1, info: 2 } as const;

export function reportHtml(report: ProbeReport): string {
  const groups = findingGroups(report.findings);
  const idOf = anchorIds('op');
  const ids = new Map(groups.map((group) => [group.key, idOf(group.key)]));
  const { error, warning, info } = report.summary;
  const security = report.findings.filter((finding) => finding.security).length;
  const body = html`${report.incomplete ? html`<p class="incomplete"><strong>Incomplete:</strong> ${report.incomplete}</p>` : ''}
    ${summaryList([
      ['error', error],
      ['warning', warning],
      ['info', info],
      ['security', security],
      ['operations', report.operations.length],
    ])}
    <form class="filters">
      ${levelFilter(['error', 'warning', 'info'])}<span class="shown"></span>
    </form>
    ${operationsTable(report.operations, ids)} ${writesTable(report.writes)}
    ${
      groups.length === 0
        ? html`<p class="empty">No findings: the installation does what its document says.</p>`
        : joinHtml(
            groups.map((group) => section(group, ids.get(group.key) ?? '')),
            '\n',
          )
    }`;
  const users = report.users.map((user) => `${user.username} (${user.access})`).join(', ');
  return renderPage({
    title: `Probe of ${report.title || '(untitled)'} ${report.version}`,
    subtitle: html`<p class="subtitle">
      ${report.source} · users: ${users} · ${report.requests} requests in ${report.durationMs} ms ·
      ${report.startedAt}
    </p>`,
    body,
  });
}

interface FindingGroup {
  key: string;
  operation: string;
  findings: Finding[];
}

/** Findings by operation; security findings first, then by severity, inside and across groups. */
function findingGroups(findings: readonly Finding[]): FindingGroup[] {
  const order = (a: Finding, b: Finding) =>
    Number(Boolean(b.security)) - Number(Boolean(a.security)) ||
    RANK[a.severity] - RANK[b.severity];
  const groups = new Map<string, FindingGroup>();
  for (const finding of [...findings].sort(order)) {
    const key = `${finding.method} ${finding.path}`;
    const group = groups.get(key) ?? { key, operation: finding.operation, findings: [] };
    group.findings.push(finding);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function section(group: FindingGroup, id: string): Html {
  const items = group.findings.map(
    (finding) =>
      html`<li class="item" data-level="${finding.severity}">
        ${finding.security ? badge('security') : ''}${badge(finding.severity)}<span class="what"
          >${finding.message}</span
        ><code class="rule">${finding.kind}</code>${facts([
          ['where', finding.pointer ? html`<code>${finding.pointer}</code>` : undefined],
          ['users', finding.users.join(', ')],
        ])}
      </li>`,
  );
  return html`<section class="group" id="${id}">
    <h2>
      <a class="anchor" href="#${id}">${group.key}</a>
      <span class="handle mono">${group.operation}</span>
    </h2>
    <ul class="items">
      ${joinHtml(items, '\n')}
    </ul>
  </section>`;
}
