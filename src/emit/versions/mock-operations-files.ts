import type { GeneratedFile, Operation } from '../../ir/types.js';
import type { Code } from '../shared/escape.js';
import { operationTable } from '../shared/operation-table.js';
import { operationUnit, type Split, type VersionUnits } from './split.js';

/**
 * The mocks' `operations.ts` of a multi-version output, split like the client's `Requests`
 * (client-files.ts): the rows of the operations every version shares (split.ts) once in
 * `shared/mocks/operations.ts`, and each version's `MockOperations` extending them with its
 * own rows.
 */
const COMMENT = [
  "Each operation's params and result by `METHOD /path`: what `installation.override()`",
  'and `installation.respond()` are checked against.',
];

export function sharedMockOperationsFile(split: Split, head: Code): GeneratedFile {
  const first = split.versions[0] as VersionUnits;
  const ops = rowsOf(first, split, true);
  const imports = ops.length > 0 ? `${T_IMPORT}\n` : '';
  const rows = table(first, ops, 'SharedMockOperations', [
    'The rows of `MockOperations` every version shares.',
  ]);
  return { path: 'shared/mocks/operations.ts', contents: `${head}\n${imports}${rows}` };
}

/** A version's `mocks/operations.ts` after its banner. */
export function versionMockOperations(units: VersionUnits, split: Split): string {
  const ops = rowsOf(units, split, false);
  const imports = [
    ...(ops.length > 0 ? [T_IMPORT] : []),
    "import type { SharedMockOperations } from '../../../shared/mocks/operations.js';",
  ];
  const name = 'MockOperations extends SharedMockOperations';
  return `${imports.join('\n')}\n${table(units, ops, name, COMMENT)}`;
}

const T_IMPORT = "import type * as T from '../types.js';";

function rowsOf(units: VersionUnits, split: Split, shared: boolean): Operation[] {
  return units.model.operations.filter((op) => split.shared.has(operationUnit(op)) === shared);
}

function table(units: VersionUnits, ops: Operation[], name: string, comment: string[]): string {
  const model = { ...units.model, operations: ops };
  return `\n${operationTable(model, units.names, name, comment)}\n`;
}
