/**
 * Client names for all operations at once, never colliding:
 * - names forced by configuration (`names`, by operationId or `METHOD /path`) first;
 * - group segments sanitised per level, unique among siblings ignoring case (`x-foo`
 *   and `x_foo` → `xFoo`, `xFoo2`); top-level groups never shadow client members;
 * - two operations with one name: the later (by path, method) is named after its
 *   operationId, then numbered; a method that is also a sub-group gets its HTTP verb
 *   appended (`cancel` → `cancelPost`);
 * - type name stems (PascalCase of the qualified name) unique among operations only: the
 *   exports made from them never depend on schema names (ir/export-names.ts, ADR 0003).
 */
import { reservedClientMembers } from '../../ir/naming.js';
import type { OperationName } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { deriveName, pathFacts, type Candidate, type NameInput } from './derive.js';
import { memberCase, NameTable, pascalCase } from './identifiers.js';
import { forcedName } from './forced.js';

export function nameOperations(ctx: Context, ops: NameInput[]): OperationName[] {
  const typeNames = new NameTable();
  const facts = pathFacts(ops.map((op) => op.path));
  const segments = new SegmentNames();
  const used = new Set<string>();
  const forced = ops.map((op) => forcedName(ctx, op, used));
  const result = ops.map(
    (op, index) =>
      forced[index] ?? unique(ctx, op, sanitise(deriveName(op, facts), segments), used),
  );
  const groups = groupPaths(result);
  return result.map((name, index) =>
    withTypeName(notAGroup(name, ops[index] as NameInput, groups, used), typeNames),
  );
}

/** Every group and parent group the names use (`storage.bucket`, `storage`), dotted. */
function groupPaths(names: readonly Candidate[]): Set<string> {
  const groups = new Set<string>();
  for (const { group } of names) {
    let path: string | undefined;
    for (const segment of group)
      groups.add((path = path === undefined ? segment : `${path}.${segment}`));
  }
  return groups;
}

/** Sanitised group segments, one table of siblings per parent (keyed by the raw parent path). */
class SegmentNames {
  private readonly tables = new Map<string, NameTable>();
  private readonly assigned = new Map<string, string>();

  name(parent: string[], raw: string): string {
    const key = [...parent, raw].join('\u0000');
    const known = this.assigned.get(key);
    if (known !== undefined) return known;
    const tableKey = parent.join('\u0000');
    let table = this.tables.get(tableKey);
    if (!table) {
      table = new NameTable();
      if (parent.length === 0) reservedClientMembers.forEach((member) => table?.reserve(member));
      this.tables.set(tableKey, table);
    }
    const safe = table.claim(memberCase(raw, 'root'));
    this.assigned.set(key, safe);
    return safe;
  }
}

function sanitise(candidate: Candidate, segments: SegmentNames): Candidate {
  const group = candidate.group.map((raw, index) =>
    segments.name(candidate.group.slice(0, index), raw),
  );
  return { group, method: memberCase(candidate.method, 'call') };
}

function unique(ctx: Context, op: NameInput, candidate: Candidate, used: Set<string>): Candidate {
  let method = candidate.method;
  const key = (m: string) => [...candidate.group, m].join('.').toLowerCase();
  if (used.has(key(method))) {
    const fromId = memberCase(op.id.split('_/')[0] ?? op.id, method);
    method = fromId;
    for (let n = 2; used.has(key(method)); n += 1) method = `${fromId}${n}`;
    report(
      ctx,
      'operation-name-collision',
      'info',
      op.pointer,
      `Named ${[...candidate.group, method].join('.')}: ${[...candidate.group, candidate.method].join('.')} was taken.`,
    );
  }
  used.add(key(method));
  return { group: candidate.group, method };
}

function notAGroup(
  name: Candidate,
  op: NameInput,
  groups: Set<string>,
  used: Set<string>,
): Candidate {
  const qualified = [...name.group, name.method].join('.');
  if (!groups.has(qualified)) return name;
  const base = `${name.method}${op.method.charAt(0)}${op.method.slice(1).toLowerCase()}`;
  let method = base;
  for (
    let n = 2;
    used.has([...name.group, method].join('.').toLowerCase()) ||
    groups.has([...name.group, method].join('.'));
    n += 1
  )
    method = `${base}${n}`;
  used.add([...name.group, method].join('.').toLowerCase());
  return { group: name.group, method };
}

function withTypeName(name: Candidate, typeNames: NameTable): OperationName {
  const qualified = [...name.group, name.method].join('.');
  const typeName = typeNames.claim(pascalCase(qualified, 'Operation'));
  return { group: name.group, method: name.method, qualified, typeName };
}
