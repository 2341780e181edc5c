import { html, type Html } from '../../html/escape.js';
import { badge, facts } from '../../html/parts.js';
import { show } from '../findings.js';
import type { Finding } from '../types.js';
import { clientParts } from './group.js';
import type { SchemaChange } from './schema-groups.js';

/**
 * One entry of the changelog: level, message and rule, then what a client author needs to
 * act: the generated handle it touches, why it has its level, the values before and after,
 * and where it sits (location and JSON pointer). A change folded from several operations
 * (`--group-by schema`) lists the operations it reaches.
 */
export function changeItem(change: SchemaChange): Html {
  const { finding, reaches } = change;
  const used = usedOf(reaches);
  const rows = facts([
    ['client', reaches.length === 1 ? code(finding.client) : code(change.typeRef)],
    ['why', finding.why],
    ['old', shown(finding.old)],
    ['new', shown(finding.new)],
    [
      'where',
      reaches.length === 1
        ? html`${code(finding.location)} ${code(finding.pointer)}`
        : code(finding.pointer),
    ],
  ]);
  return html`<li
    class="item"
    data-level="${finding.level}"
    ${used === undefined ? '' : html` data-used="${String(used)}"`}
  >
    ${badge(finding.level)}<span class="what">${finding.message}</span
    ><code class="rule">${finding.id}</code>${usedTag(used)}${rows}${reachList(reaches)}
  </li>`;
}

/** Folded: used when any operation it reaches is used; unknown when none says. */
function usedOf(reaches: readonly Finding[]): boolean | undefined {
  if (reaches.every((finding) => finding.used === undefined)) return undefined;
  return reaches.some((finding) => finding.used === true);
}

function reachList(reaches: readonly Finding[]): Html | '' {
  if (reaches.length === 1) return '';
  const entries = reaches.map(
    (finding) =>
      html`<li>
        ${code(`${finding.method} ${finding.path}`)}
        ${code(clientParts(finding).handle)}${usedTag(finding.used)}
      </li>`,
  );
  return html`<details>
    <summary>reaches ${reaches.length} operations</summary>
    <ul class="reach">
      ${entries}
    </ul>
  </details>`;
}

function usedTag(used: boolean | undefined): Html | '' {
  return used === undefined
    ? ''
    : html` <span class="tag${used ? ' used' : ''}">${used ? 'used' : 'unused'}</span>`;
}

function code(value: string): Html | undefined {
  return value ? html`<code>${value}</code>` : undefined;
}

/** A value as the messages show it (strings as they are, lists joined, others as JSON). */
function shown(value: unknown): Html | undefined {
  return value === undefined ? undefined : code(show(value));
}
