import { changeItem } from '../diff/report/html-item.js';
import type { Finding } from '../diff/types.js';
import { anchorIds } from '../html/anchors.js';
import { html, joinHtml, type Html } from '../html/escape.js';
import { renderPage } from '../html/page.js';
import { badge, facts, summaryList, table } from '../html/parts.js';
import { countsText, statusLabel } from './report.js';
import type { Status, SurveyReport, SurveyRow } from './types.js';

/**
 * The survey as one self-contained page on the diff changelog's shell (src/html): counts by
 * status, the matrix (one table row per installation, linking to its section), then one
 * folded section per installation that unfolds to its findings, each drawn as the
 * changelog draws it (`changeItem`). No filter form: page.js would hide sections without
 * findings (a compatible or unreachable installation) when a filter matches nothing.
 */
const BADGE: Record<Status, string> = {
  compatible: 'info',
  'breaking-unused': 'warning',
  breaking: 'breaking',
  'breaking-used': 'breaking',
  unreachable: 'error',
};
const STATUSES: readonly Status[] = [
  'breaking-used',
  'breaking',
  'breaking-unused',
  'unreachable',
  'compatible',
];

export function renderSurveyHtml(report: SurveyReport): string {
  const idOf = anchorIds('inst');
  const ids = report.installations.map((row) => idOf(row.name));
  const counts = STATUSES.map(
    (status) =>
      [status, report.installations.filter((row) => row.status === status).length] as const,
  ).filter(([status, count]) => count > 0 || status === 'compatible');
  const body = html`${summaryList(counts)}
  ${table(
    ['installation', 'status', 'version', 'group', 'findings'],
    report.installations.map((row, i) => matrixRow(row, ids[i] ?? '')),
  )}
  ${joinHtml(
    report.installations.map((row, i) => section(row, ids[i] ?? '')),
    '\n',
  )}`;
  const { against } = report;
  return renderPage({
    title: `Survey of ${report.installations.length} installations`,
    subtitle: html`<p class="subtitle">
      against ${against.source} (version ${against.version}) ·
      ${report.usedBy ? 'findings judged against the --used-by project · ' : ''}${report.surveyedAt}
    </p>`,
    body,
  });
}

function matrixRow(row: SurveyRow, id: string): Html {
  return html`<tr data-status="${row.status}">
    <td><a href="#${id}">${row.name}</a></td>
    <td>${badge(BADGE[row.status], statusLabel(row))}</td>
    <td>${row.version ?? '–'}</td>
    <td class="num">${row.group ?? '–'}</td>
    <td>${row.error ? `${row.error.cause}: ${row.error.message}` : countsText(row)}</td>
  </tr>`;
}

function section(row: SurveyRow, id: string): Html {
  const probe = row.probe;
  const details = facts([
    ['base URL', html`<code>${row.baseUrl}</code>`],
    ['unreachable', row.error ? `${row.error.cause}: ${row.error.message}` : undefined],
    ['document', row.sha256 ? html`<code>${row.sha256}</code>` : undefined],
    ['since', row.since?.message],
    [
      'probe',
      probe &&
        (probe.skipped ??
          `${probe.drift} drift, ${probe.accessDrift} access drift in ${probe.requests} requests${probe.incomplete ? ` (incomplete: ${probe.incomplete})` : ''}`),
    ],
  ]);
  return html`<details class="group installation" id="${id}" data-status="${row.status}">
    <summary>
      <h2>${row.name}</h2>
      ${badge(BADGE[row.status], statusLabel(row))}<span class="counts"
        >${row.version ?? ''} · ${countsText(row)}</span
      >
    </summary>
    ${details}
    ${row.findings.length === 0 ? html`<p class="empty">No findings.</p>` : byOperation(row.findings)}
  </details>`;
}

/** The findings under their operation, in the diff's order (breaking first within each). */
function byOperation(findings: readonly Finding[]): Html {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = finding.method ? `${finding.method} ${finding.path}` : 'whole API';
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return joinHtml(
    [...groups].map(
      ([operation, list]) =>
        html`<section class="operation" data-operation="${operation}">
          <h3><code>${operation}</code></h3>
          <ul class="items">
            ${list.map((finding) => changeItem({ finding, typeRef: '', reaches: [finding] }))}
          </ul>
        </section>`,
    ),
    '\n',
  );
}
