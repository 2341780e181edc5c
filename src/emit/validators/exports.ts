/**
 * The exported API of validators.ts: `validateX` / `isX` per named schema (and per
 * request view `XInput` where types.ts has one), `validate<Op>Params|Body|Result` per
 * operation, and the `operationValidators` table the client uses. Names come from the
 * shared type-name table, so each validator is named after the type it checks.
 */
import { docComment, identifier, stringLiteral, propertyKey, type Code } from '../shared/escape.js';
import { signature } from './layout.js';

const PARAMS = ['value: unknown', 'options?: ValidateOptions'];

/** `validateX(value, options)` and `isX(value, options)` for type `X`, checked by `check`. */
export function schemaExports(typeName: Code, type: string, check: Code, what: string): string[] {
  return [
    ...docLines([`Validates ${what}; every issue with its JSON pointer (see docs/validators.md).`]),
    ...signature(`export function validate${typeName}`, PARAMS, `ValidationResult<${type}>`),
    `  return h.run(${check}, value, options);`,
    '}',
    '',
    ...docLines([`Whether the value is ${what} (stops at the first failure).`]),
    ...signature(`export function is${typeName}`, PARAMS, `value is ${type}`),
    `  return ${check}(value, '', h.quietFor(options));`,
    '}',
  ];
}

/** `validate<Name>(value, options)` only (operation checks have no type guard). */
export function validatorExport(name: Code, type: string, check: Code, doc: string): string[] {
  return [
    ...docLines([doc]),
    ...signature(`export function validate${name}`, PARAMS, `ValidationResult<${type}>`),
    `  return h.run(${check}, value, options);`,
    '}',
  ];
}

function docLines(lines: string[]): string[] {
  return docComment(lines)
    .split('\n')
    .filter((line) => line !== '');
}

export interface TableEntry {
  operationId: string;
  params?: Code;
  body?: Code;
  result?: Code;
}

/** `export const operationValidators = { id: { params, body, result } }`. */
export function operationTable(entries: readonly TableEntry[]): string[] {
  const lines = [
    '/** Validators of every operation by operation id, for `createClient({ validate })`. */',
    'export const operationValidators: Record<string, OperationValidators> = {',
  ];
  for (const entry of entries) {
    const key =
      entry.operationId === '__proto__'
        ? `[${stringLiteral('__proto__')}]`
        : propertyKey(entry.operationId);
    const members = (['params', 'body', 'result'] as const).flatMap((part) => {
      const name = entry[part];
      return name === undefined ? [] : [`    ${part}: validate${identifier(name)},`];
    });
    lines.push(...(members.length === 0 ? [`  ${key}: {},`] : [`  ${key}: {`, ...members, '  },']));
  }
  return [...lines, '};'];
}
