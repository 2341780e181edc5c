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
  const part = (kind: ChangeGroup['kind']): IndexPart => {
    const own = groups.flatMap((group, i) =>
      group.kind === kind ? [{ group, id: ids[i] ?? '' }] : [],
    );
    const changes = own.reduce((sum, { group }) => sum + group.changes.length, 0);
    const chips = html`<ul class="chips">
      ${own.map(({ group, id }) => chip(group, id))}
    </ul>`;
    return { count: own.length, changes, chips };
  };
  const schemas = part('schema');
  return html`<nav class="index">
    ${schemas.count === 0 ? '' : schemaPart(schemas)}${operationPart(part('operation'), schemas.count > 0)}
  </nav>`;
}

interface IndexPart {
  count: number;
  changes: number;
  chips: Html;
}

function schemaPart(schemas: IndexPart): Html {
  const hint = '(→ n: the operations its changes reach); open one to read its changes';
  return html`<h2 class="section">
      ${schemas.count} schemas, ${schemas.changes} changes <span class="hint">${hint}</span>
    </h2>
    ${schemas.chips}`;
}

/** Behind a disclosure when schemas come first; else the page's whole index. */
function operationPart(operations: IndexPart, behindSchemas: boolean): Html | '' {
  if (operations.count === 0) return '';
  if (!behindSchemas) {
    return html`<p class="hint">
        ${operations.count} operations, folded: open one to read its changes.
      </p>
      ${operations.chips}`;
  }
  return html`<details class="more">
    <summary>
      ${operations.count} operations with changes of their own (parameters, bodies, results):
      ${operations.changes} changes
    </summary>
    ${operations.chips}
  </details>`;
}

function chip(group: ChangeGroup, id: string): Html {
  const worst = group.changes[0]?.finding.level ?? 'info';
  const reached = group.kind === 'schema' ? operationsReached(group).size : 0;
  const title = `${group.changes.length} change${group.changes.length === 1 ? '' : 's'}${
    reached ? `, reaching ${reached} operation${reached === 1 ? '' : 's'}` : ''
  }`;
  return html`<li title="${title}">
    <a href="#${id}">${group.title}</a
    ><span class="badge ${worst}">${group.changes.length}</span
    >${reached ? html`<span class="reach">→${reached}</span>` : ''}
  </li>`;
}
