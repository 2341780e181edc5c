import { html, type Html } from '../../html/escape.js';
import { operationsReached, type ChangeGroup } from './schema-groups.js';

/**
 * How a large report's page opens (above html.ts's open limit): one small chip per group,
 * its name, its number of changes in the colour of the worst, and for a schema the number
 * of operations its changes reach. Schemas come first; the operations' own changes
 * (parameters, bodies, results) sit behind a disclosure when there are schemas too. The
 * groups stay folded and out of sight until a chip opens one (page.js), so Stripe's 276
 * groups read in about one screen where one folded line per group took eleven.
 */
export function groupIndex(groups: readonly ChangeGroup[], ids: readonly string[]): Html {
  const chips = (kind: ChangeGroup['kind']) =>
    groups.flatMap((group, i) => (group.kind === kind ? [chip(group, ids[i] ?? '')] : []));
  const schemas = chips('schema');
  const operations = chips('operation');
  const changes = (kind: ChangeGroup['kind']) =>
    groups.filter((g) => g.kind === kind).reduce((sum, g) => sum + g.changes.length, 0);
  const operationList = html`<ul class="chips">
    ${operations}
  </ul>`;
  const hint = '(→ n: the operations its changes reach); open one to read its changes';
  return html`<nav class="index">
    ${schemas.length === 0
      ? html`<p class="hint">${groups.length} operations, folded: open one to read its changes.</p>`
      : html`<h2 class="section">
            ${schemas.length} schemas, ${changes('schema')} changes
            <span class="hint">${hint}</span>
          </h2>
          <ul class="chips">
            ${schemas}
          </ul>`}
    ${operations.length === 0
      ? ''
      : schemas.length === 0
        ? operationList
        : html`<details class="more">
            <summary>
              ${operations.length} operations with changes of their own (parameters, bodies,
              results): ${changes('operation')} changes
            </summary>
            ${operationList}
          </details>`}
  </nav>`;
}

function chip(group: ChangeGroup, id: string): Html {
  const worst = group.changes[0]?.finding.level ?? 'info';
  const reached = group.kind === 'schema' ? operationsReached(group).size : 0;
  const title = `${group.changes.length} change${group.changes.length === 1 ? '' : 's'}${
    reached ? `, reaching ${reached} operation${reached === 1 ? '' : 's'}` : ''
  }`;
  return html`<li title="${title}">
    <a href="#${id}">${group.title}</a><span class="badge ${worst}">${group.changes.length}</span
    >${reached ? html`<span class="reach">→${reached}</span>` : ''}
  </li>`;
}
