import type { GeneratedFile } from '../../ir/types.js';
import { group, indent, join, line, ifBreak, printDoc, type Doc } from '../shared/doc.js';
import { docComment, propertyAccess, propertyKey, type Code } from '../shared/escape.js';
import { printExpandedObject } from '../shared/literal.js';
import { mockDataFromModel, type MockData } from '../mocks/mock-data.js';
import { Printed, valueDoc } from '../mocks/print-value.js';
import type { VersionInput } from './input.js';
import { namedImport } from './entry.js';

/**
 * The mocks' `data.ts` of a multi-version output. The single-version one is one literal
 * (`mockData`), so a text comparison of declarations would share nothing of it; here it is
 * split by its own parts: an operation (by operationId) or a schema (by name) whose entry
 * prints the same in every version is written once in `shared/mocks/data.ts`, and each
 * version's `mockData` lists its operations in their order, a shared one by reference. A
 * schema reference inside an entry (`{ kind: 'ref', name }`) is resolved by the engine in
 * the version's own `schemas`, so an entry can be shared whatever its schemas are.
 */
const ENGINE = 'mocks/engine/index.js';

export function mockDataFiles(
  versions: readonly VersionInput[],
  head: Code,
): { shared: GeneratedFile; versions: string[] } {
  const data = versions.map((v) => mockDataFromModel(v.model));
  const operations = common(data.map((d) => new Map(d.operations.map((op) => [op.id, op]))));
  const schemas = common(data.map((d) => new Map(Object.entries(d.schemas))));
  const shared = [
    `${head}\nimport type { MockOperation, MockSchema } from '../../${ENGINE}';\n`,
    docComment(["The operations every version's mock installation serves alike, by operationId."]) +
      table('sharedOperations', 'MockOperation', operations),
    docComment(["The schemas every version's mock installation knows alike."]) +
      table('sharedSchemas', 'MockSchema', schemas),
  ];
  return {
    shared: { path: 'shared/mocks/data.ts', contents: shared.join('\n') },
    versions: data.map((d) => versionData(d, operations, schemas)),
  };
}

/** The entries (by key) that print the same in every version, in the first version's order. */
function common<T>(maps: readonly Map<string, T>[]): Map<string, T> {
  const [first, ...rest] = maps as [Map<string, T>, ...Map<string, T>[]];
  const result = new Map<string, T>();
  for (const [key, value] of first) {
    if (key === '__proto__') continue;
    const text = printDoc(valueDoc(value));
    if (rest.every((map) => map.has(key) && printDoc(valueDoc(map.get(key))) === text))
      result.set(key, value);
  }
  return result;
}

function table(name: string, type: string, entries: ReadonlyMap<string, unknown>): string {
  // `satisfies`, not a type annotation: a version's `mockData` reads each entry by its key.
  const head = `export const ${name} = `;
  const tail = ` satisfies Record<string, ${type}>;`;
  if (entries.size === 0) return `${head}{}${tail}\n`;
  const property = ([key, value]: [string, unknown]) => ({
    key: propertyKey(key),
    value: valueDoc(value),
  });
  return `${printExpandedObject(head, [...entries], property, tail)}\n`;
}

/** A version's `data.ts` after its banner. */
function versionData(
  data: MockData,
  operations: ReadonlyMap<string, unknown>,
  schemas: ReadonlyMap<string, unknown>,
): string {
  const ops = data.operations.map((op) =>
    operations.has(op.id) ? new Printed(`operations${propertyAccess(op.id)}`) : op,
  );
  const own = Object.entries(data.schemas).filter(([key]) => !schemas.has(key));
  const members: Doc[] = [
    ...(schemas.size > 0 ? ['...schemas'] : []),
    ...own.map(([key, value]): Doc => [propertyKey(key), ': ', valueDoc(value)]),
  ];
  const schemasDoc =
    members.length === 0
      ? '{}'
      : group(['{', indent([line, join([',', line], members)]), ifBreak(','), line, '}']);
  const value = valueDoc({ ...data, operations: ops, schemas: new Printed(schemasDoc) });
  const names = [
    ...(ops.some((op) => op instanceof Printed) ? ['sharedOperations as operations'] : []),
    ...(schemas.size > 0 ? ['sharedSchemas as schemas'] : []),
  ];
  const imports = [
    `import type { MockData } from '../../../${ENGINE}';`,
    ...(names.length > 0 ? [namedImport('import', names, '../../../shared/mocks/data.js')] : []),
  ];
  const comment = docComment([
    'What the mock installation knows about this document: its operations and schemas.',
  ]);
  return `${imports.join('\n')}\n\n${comment}${printDoc(['export const mockData: MockData = ', value, ';'])}\n`;
}
