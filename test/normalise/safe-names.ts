import { expect } from 'vitest';
import { identifier, memberName } from '../../src/emit/shared/escape.js';
import { exportNames } from '../../src/ir/export-names.js';
import type { ApiModel } from '../../src/ir/types.js';

/** Every name the IR hands to emitters is safe where it is used, and the documented uniqueness holds. */
export function expectSafeNames(m: ApiModel): void {
  const lower = (s: string) => s.toLowerCase();
  expectUnique(m.schemas.map((schema) => identifier(schema.name)).map(lower), 'schema');
  expectUnique(m.operations.map((op) => identifier(op.name.typeName)).map(lower), 'type stem');
  const qualified = new Set<string>();
  const groups = new Set<string>();
  for (const op of m.operations) {
    // Group and method names are reached after a dot: reserved words are fine there.
    [...op.name.group, op.name.method].forEach((name) => memberName(name));
    expect(op.name.qualified).toBe([...op.name.group, op.name.method].join('.'));
    expect(qualified.has(lower(op.name.qualified)), op.name.qualified).toBe(false);
    qualified.add(lower(op.name.qualified));
    op.name.group.forEach((_, i) => groups.add(op.name.group.slice(0, i + 1).join('.')));
  }
  for (const name of qualified)
    expect(groups.has(name), `${name} is both a method and a group`).toBe(false);
  const names = exportNames(m);
  const exported = [
    ...m.schemas.map((schema) => schema.name),
    ...names.inputs.values(),
    ...[...names.operations.values()].flatMap((op) => [op.params, op.args, op.body, op.result]),
  ];
  exported.forEach((name) => identifier(name));
  expectUnique(exported, 'exported type');
}

function expectUnique(names: string[], what: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    expect(seen.has(name), `${what} ${name} twice`).toBe(false);
    seen.add(name);
  }
}
