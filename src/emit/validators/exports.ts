/**
 * The exported API of validators.ts: `validateX` / `isX` per named schema (and per
 * request view `XInput` where types.ts has one), `validate<Op>Params|Body|Result` per
 * operation, and the `operationValidators` table the client uses. Names come from the
 * shared type-name table, so each validator is named after the type it checks.
 */
import { docComment, identifier, stringLiteral, propertyKey, type Code } from '../shared/escape.js';
import { call, code, printLine, signature, typedConst, type TypeExpr } from './layout.js';
import { fitsWidth } from '../shared/doc.js';
import type { EmitState } from './state.js';

const PARAMS = ['value: unknown', 'options?: ValidateOptions'];

/**
 * The runtime's default mode is `strict`; under `validators.mode: lenient` every run names
 * its default (`h.run(check, value, options, 'lenient')`), so the file says what it does.
 */
function modeArgs(state: EmitState): Code[] {
  return state.mode === 'strict' ? [] : [stringLiteral(state.mode)];
}

/** `validateX(value, options)` and `isX(value, options)` for type `X`, checked by `check`. */
export function schemaExports(
  state: EmitState,
  typeName: Code,
  type: TypeExpr,
  check: Code,
  what: string,
): string[] {
  const guard: TypeExpr = typeof type === 'string' ? `value is ${type}` : type;
  const quiet = call('h.quietFor', code('options'), ...modeArgs(state));
  const quietCall = call(check, code('value'), code("''"), quiet);
  return [
    ...validatorExport(
      state,
      typeName,
      type,
      check,
      `Validates ${what}; every issue with its JSON pointer.`,
    ),
    '',
    ...docLines([`Whether the value is ${what} (stops at the first failure).`]),
    ...signature(`export function is${typeName}`, PARAMS, guard),
    ...printLine('return ', quietCall, ';', 1),
    '}',
  ];
}

/**
 * `validate<Name>(value, options)` only (operation checks have no type guard), and its
 * Standard Schema interface, `validate<Name>['~standard']` (runtime/standard-schema.ts).
 */
export function validatorExport(
  state: EmitState,
  name: Code,
  type: TypeExpr,
  check: Code,
  comment: string,
): string[] {
  const run = call('h.run', check, code('value'), code('options'), ...modeArgs(state));
  return [
    ...docLines([comment]),
    ...signature(`export function validate${name}`, PARAMS, {
      generic: 'ValidationResult',
      args: [type],
    }),
    ...printLine('return ', run, ';', 1),
    '}',
    ...printLine(
      `validate${name}['~standard'] = `,
      call('h.standardProps', code(`validate${name}`)),
      ';',
      0,
    ),
  ];
}

/**
 * An operation's `validate<Op>Params|Body|Result`: a constant made by `h.validator` (one
 * line or two instead of a seven-line function: there are three per operation).
 */
export function operationExport(
  state: EmitState,
  name: Code,
  type: TypeExpr,
  check: Code,
  comment: string,
): string[] {
  const validator: TypeExpr = { generic: 'h.StandardValidator', args: [type] };
  return [
    ...docLines([comment]),
    ...typedConst(`export const validate${name}`, validator, 'h.validator', [
      check,
      ...modeArgs(state),
    ]),
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
  const comment = '/** Validators of every operation by operation id, for `createClient({ validate })`. */';
  const head = 'export const operationValidators: Record<string, OperationValidators> = {';
  // A model without operations: prettier writes the empty object on one line.
  if (entries.length === 0) return [comment, `${head}};`];
  const lines = [comment, head];
  for (const entry of entries) {
    const key =
      entry.operationId === '__proto__'
        ? `[${stringLiteral('__proto__')}]`
        : propertyKey(entry.operationId);
    const members = (['params', 'body', 'result'] as const).flatMap((part) => {
      const name = entry[part];
      if (name === undefined) return [];
      const member = `    ${part}: validate${identifier(name)},`;
      // Prettier breaks after the colon only when the key is not short (5+ characters).
      if (fitsWidth(member) || part.length < 5) return [member];
      return [`    ${part}:`, `      validate${name},`];
    });
    lines.push(...(members.length === 0 ? [`  ${key}: {},`] : [`  ${key}: {`, ...members, '  },']));
  }
  return [...lines, '};'];
}
