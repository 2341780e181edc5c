import { html, type Html } from '../html/escape.js';
import { table } from '../html/parts.js';
import type { OperationReport, WriteReport } from './types.js';

/**
 * The two tables of the probe page. Operations: access level, documented statuses, what each
 * user got (a status the document does not list is marked), latency, and a link to the
 * operation's findings. Write cycles (`--allow-writes`): each call and its status, and whether
 * the record was cleaned up; anything left behind is listed first, in red.
 */
export function operationsTable(
  operations: readonly OperationReport[],
  ids: Map<string, string>,
): Html {
  const rows = operations.map((op) => {
    const key = `${op.method} ${op.path}`;
    const id = ids.get(key);
    const title = id ? html`<a href="#${id}">${key}</a>` : html`${key}`;
    const latency = op.latencyMs === undefined ? '' : `${op.latencyMs} ms`;
    return html`<tr>
      <td class="mono">${title}</td>
      <td>${op.access}</td>
      <td>${op.documentedStatuses.join(', ')}</td>
      <td>${seen(op)}</td>
      <td class="num">${latency}</td>
    </tr>`;
  });
  return table(['operation', 'access', 'documented', 'seen (user)', 'latency'], rows);
}

/** `200 (all 4 users)`, or each user's status; one outside the documented list is marked. */
function seen(op: OperationReport): Html {
  if (op.skipped) return html`not called: ${op.skipped}`;
  const entries = Object.entries(op.statuses);
  const mark = (status: number) =>
    op.documentedStatuses.includes(String(status)) || [401, 403, 404].includes(status)
      ? html`${status}`
      : html`<strong class="off" title="not in the document">${status}</strong>`;
  const statuses = new Set(entries.map(([, status]) => status));
  if (entries.length > 1 && statuses.size === 1)
    return html`${mark(entries[0]![1])} (all ${entries.length} users)`;
  return html`${entries.map(([user, status], i) => html`${i ? ', ' : ''}${mark(status)} (${user})`)}`;
}

export function writesTable(writes: WriteReport | undefined): Html | '' {
  if (!writes) return '';
  const left = writes.leftBehind.map(
    (record) =>
      html`<li class="off">
        left behind: <code>${record.method ?? 'POST'} ${record.collection}</code>
        ${record.id ? html`id <code>${record.id}</code>` : ''} <code>${record.url ?? ''}</code> (${record.user}):
        ${record.reason}
      </li>`,
  );
  const rows = writes.cycles.map((cycle) => {
    const steps = cycle.steps.map((step) => `${step.method} ${step.status}`).join(', ');
    const outcome = cycle.skipped
      ? `not run: ${cycle.skipped}`
      : cycle.cleanedUp
        ? 'cleaned up'
        : 'NOT cleaned up';
    return html`<tr>
      <td class="mono">${cycle.collection}</td><td>${cycle.user ?? ''}</td><td class="mono">${steps}</td>
      <td${cycle.skipped || cycle.cleanedUp ? '' : html` class="off"`}>${outcome}</td>
    </tr>`;
  });
  return html`<h2 class="section">Write cycles (${writes.cycles.length})</h2>
    ${
      left.length
        ? html`<ul class="left-behind">
            ${left}
          </ul>`
        : ''
    }
    ${table(['collection', 'user', 'calls', 'outcome'], rows)}`;
}
