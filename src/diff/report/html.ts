import { anchorIds } from '../../html/anchors.js';
import { html, joinHtml, type Html } from '../../html/escape.js';
import { badge, levelFilter, summaryList, usedFilter } from '../../html/parts.js';
import { renderPage } from '../../html/page.js';
import type { DiffReport, Finding } from '../types.js';
import { clientParts, groupByOperation, summaryLine } from './group.js';
import { changeItem } from './html-item.js';
import { groupIndex } from './html-index.js';
import { groupBySchema, operationsReached, type ChangeGroup } from './schema-groups.js';

export type GroupBy = 'operation' | 'schema';

export interface HtmlOptions {
  groupBy: GroupBy;
  /** What was compared, e.g. `v1.json → v2.json` (the page's title). */
  sides: { old: string; new: string };
}

/**
 * The release notes of an upgrade as one self-contained page: counts, filters (level, and
 * used/unused when the findings say), a table of contents linking each group's anchor, then
 * the groups, breaking first, each finding with its client impact, why and old/new values.
 */
export function renderHtml(report: DiffReport, options: HtmlOptions): string {
  const groups =
    options.groupBy === 'schema' ? groupBySchema(report.changes) : operationGroups(report.changes);
  const idOf = anchorIds('op');
  const idOfSchema = anchorIds('schema');
  const ids = groups.map((group) => (group.kind === 'schema' ? idOfSchema : idOf)(group.title));
  const entries = groups.reduce((sum, group) => sum + group.changes.length, 0);
  const open = entries <= OPEN_LIMIT.entries && groups.length <= OPEN_LIMIT.groups;
  const body =
    report.changes.length === 0
      ? html`<p class="empty">No changes.</p>`
      : html`${summary(report, groups)}
          <form class="filters">
            ${levelFilter(['breaking', 'warning', 'info'])}${hasUsed(report) ? usedFilter() : ''}<span
              class="shown"
            ></span>
          </form>
          ${open ? contents(groups, ids) : groupIndex(groups, ids)}
          ${groups.map((group, i) => section(group, ids[i] ?? '', open))}`;
  return renderPage({
    title: `API changes: ${options.sides.old} → ${options.sides.new}`,
    subtitle: html`<p class="subtitle">
      ${summaryLine(report.summary)} · grouped by ${options.groupBy}
    </p>`,
    body,
  });
}

/**
 * Up to this many entries and groups the groups are open and a table of contents links
 * them; above either (Stripe: ~38 000 findings in a few hundred groups) the page opens as a
 * compact index of the groups (html-index.ts) and each group stays folded, out of sight,
 * until opened from it: the browser lays out only what is opened, and the page opens in
 * about one screen (sixty open groups take several).
 */
const OPEN_LIMIT = { entries: 300, groups: 60 };

/** Every finding its own entry, grouped by operation (the default). */
function operationGroups(findings: Finding[]): ChangeGroup[] {
  return groupByOperation(findings).map((group) => ({
    kind: 'operation',
    title: group.title,
    client: group.client,
    changes: group.findings.map((finding) => ({
      finding,
      typeRef: clientParts(finding).typeRef,
      reaches: [finding],
    })),
  }));
}

function hasUsed(report: DiffReport): boolean {
  return report.changes.some((finding) => finding.used !== undefined);
}

function summary(report: DiffReport, groups: ChangeGroup[]): Html {
  const { breaking, warning, info } = report.summary;
  const counts: [string, number][] = [
    ['breaking', breaking],
    ['warning', warning],
    ['info', info],
  ];
  if (hasUsed(report)) {
    const used = report.changes.filter((finding) => finding.used).length;
    counts.push(['used', used], ['unused', report.changes.length - used]);
  }
  const distinct = groups.reduce((sum, group) => sum + group.changes.length, 0);
  if (distinct !== report.changes.length) counts.push(['distinct changes', distinct]);
  return summaryList(counts);
}

function contents(groups: ChangeGroup[], ids: string[]): Html {
  const entries = groups.map((group, i) => {
    const worst = group.changes[0]?.finding.level ?? 'info';
    return html`<li>
      <a href="#${ids[i]}">${group.kind === 'schema' ? `schema ${group.title}` : group.title}</a>
      <span class="badge ${worst}">${group.changes.length}</span>
    </li>`;
  });
  return html`<nav class="toc">
    <ol>
      ${entries}
    </ol>
  </nav>`;
}

function section(group: ChangeGroup, id: string, open: boolean): Html {
  const title = group.kind === 'schema' ? `schema ${group.title}` : group.title;
  const handle = group.client ? html` <span class="handle mono">${group.client}</span>` : '';
  return html`<details class="group${open ? '' : ' folded'}" id="${id}" ${open ? 'open' : ''}>
    <summary>
      <h2><a class="anchor" href="#${id}">${title}</a>${handle}</h2>
      ${groupCounts(group)}
    </summary>
    <ul class="items">
      ${joinHtml(group.changes.map(changeItem), '\n')}
    </ul>
  </details>`;
}

/** `2 breaking 1 info`, and for a folded schema change the operations it reaches. */
function groupCounts(group: ChangeGroup): Html {
  const counts = new Map<string, number>();
  for (const change of group.changes)
    counts.set(change.finding.level, (counts.get(change.finding.level) ?? 0) + 1);
  const reaches = operationsReached(group);
  const badges = [...counts].map(([level, count]) => badge(level, `${count} ${level}`));
  return html`<span class="counts"
    >${badges}${group.kind === 'schema' ? html` reaches ${reaches.size} operation${reaches.size === 1 ? '' : 's'}` : ''}</span
  >`;
}
