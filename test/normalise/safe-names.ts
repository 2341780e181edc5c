import { expect } from 'vitest';
import { identifier } from '../../src/emit/shared/escape.js';
import { operationTypeSuffixes } from '../../src/ir/naming.js';
import type { ApiModel } from '../../src/ir/types.js';

/** Every name the IR hands to emitters is a safe identifier, and the documented uniqueness holds. */
export function expectSafeNames(m: ApiModel): void {
  const lower = (s: string) => s.toLowerCase();
  const types = new Set<string>();
  for (const schema of m.schemas) {
    identifier(schema.name);
    expect(types.has(lower(schema.name)), schema.name).toBe(false);
    types.add(lower(schema.name));
  }
  const qualified = new Set<string>();
  const groups = new Set<string>();
  for (const op of m.operations) {
    [...op.name.group, op.name.method, op.name.typeName].forEach((name) => identifier(name));
    expect(op.name.qualified).toBe([...op.name.group, op.name.method].join('.'));
    expect(qualified.has(lower(op.name.qualified)), op.name.qualified).toBe(false);
    qualified.add(lower(op.name.qualified));
    op.name.group.forEach((_, i) => groups.add(op.name.group.slice(0, i + 1).join('.')));
    for (const suffix of operationTypeSuffixes) {
      const name = lower(op.name.typeName + suffix);
      expect(types.has(name), op.name.typeName + suffix).toBe(false);
      types.add(name);
    }
  }
  for (const name of qualified)
    expect(groups.has(name), `${name} is both a method and a group`).toBe(false);
}
