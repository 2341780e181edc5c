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
    (op, index) => forced[index] ?? unique(ctx, op, segments.sanitise(deriveName(op, facts)), used),
  );
  const groups = groupPaths(result);
  return result.map((name, index) =>
    withTypeName(notAGroup(name, ops[index] as NameInput, groups, used), typeNames),
  );
}

// The qualified names below are built by concatenation, not `[...group, method].join('.')`:
// with the optimising compiler off (cli/v8-tuning.ts) the copies and joins were most of the
// ~25 MB this step allocated for 5 000 operations.

/** `['storage', 'bucket']` → `storage.bucket.` (the prefix of its members' qualified names); `[]` → ``. */
function prefixOf(group: readonly string[]): string {
  let prefix = '';
  for (let i = 0; i < group.length; i++) prefix += `${group[i]}.`;
  return prefix;
}

/** Every group and parent group the names use (`storage.bucket`, `storage`), dotted. */
function groupPaths(names: readonly Candidate[]): Set<string> {
  const groups = new Set<string>();
  for (let n = 0; n < names.length; n++) {
    const group = (names[n] as Candidate).group;
    let path = group[0];
    if (path === undefined) continue;
    groups.add(path);
    for (let i = 1; i < group.length; i++) groups.add((path = `${path}.${group[i]}`));
  }
  return groups;
}

/**
 * Sanitised group segments, one table of siblings per parent (keyed by the raw parent path),
 * and sanitised method names (the same few verbs again and again: worked out once each).
 */
class SegmentNames {
  private readonly tables = new Map<string, NameTable>();
  private readonly assigned = new Map<string, string>();
  private readonly methods = new Map<string, string>();

  sanitise(candidate: Candidate): Candidate {
    const raw = candidate.group;
    const group: string[] = [];
    // The raw path so far, NUL-joined: the key of a segment and, for its children, of their table.
    let key = '';
    for (let i = 0; i < raw.length; i++) {
      const parent = key;
      key = i === 0 ? (raw[0] as string) : `${parent}\u0000${raw[i]}`;
      group.push(this.segment(key, parent, i === 0, raw[i] as string));
    }
    return { group, method: this.method(candidate.method) };
  }

  private segment(key: string, parent: string, top: boolean, raw: string): string {
    const known = this.assigned.get(key);
    if (known !== undefined) return known;
    let table = this.tables.get(parent);
    if (!table) {
      table = new NameTable();
      if (top) reservedClientMembers.forEach((member) => table?.reserve(member));
      this.tables.set(parent, table);
    }
    const safe = table.claim(memberCase(raw, 'root'));
    this.assigned.set(key, safe);
    return safe;
  }

  private method(raw: string): string {
    let safe = this.methods.get(raw);
    if (safe === undefined) this.methods.set(raw, (safe = memberCase(raw, 'call')));
    return safe;
  }
}

function unique(ctx: Context, op: NameInput, candidate: Candidate, used: Set<string>): Candidate {
  const prefix = prefixOf(candidate.group);
  let method = candidate.method;
  if (used.has((prefix + method).toLowerCase())) {
    const fromId = memberCase(op.id.split('_/')[0] ?? op.id, method);
    method = fromId;
    for (let n = 2; used.has((prefix + method).toLowerCase()); n += 1) method = `${fromId}${n}`;
    report(
      ctx,
      'operation-name-collision',
      'info',
      op.pointer,
      `Named ${prefix}${method}: ${prefix}${candidate.method} was taken.`,
    );
  }
  used.add((prefix + method).toLowerCase());
  return { group: candidate.group, method };
}

function notAGroup(
  name: Candidate,
  op: NameInput,
  groups: Set<string>,
  used: Set<string>,
): Candidate {
  const prefix = prefixOf(name.group);
  if (!groups.has(prefix + name.method)) return name;
  const base = `${name.method}${op.method.charAt(0)}${op.method.slice(1).toLowerCase()}`;
  let method = base;
  for (let n = 2; used.has((prefix + method).toLowerCase()) || groups.has(prefix + method); n += 1)
    method = `${base}${n}`;
  used.add((prefix + method).toLowerCase());
  return { group: name.group, method };
}

function withTypeName(name: Candidate, typeNames: NameTable): OperationName {
  const qualified = prefixOf(name.group) + name.method;
  const typeName = typeNames.claim(pascalCase(qualified, 'Operation'));
  return { group: name.group, method: name.method, qualified, typeName };
}
