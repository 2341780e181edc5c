/**
 * Target `validators`: `validators.ts` with a check function per named schema (and per
 * direction where readOnly/writeOnly make them differ), the exported `validateX` / `isX`,
 * per-operation validators and the `operationValidators` table, plus the runtime helpers
 * it imports. Pure apart from reading the template and runtime sources once.
 * See docs/validators.md for the API, the modes and what each keyword does.
 */
import type { ApiModel, Operation, Schema } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import { identifier, type Code } from '../shared/escape.js';
import { typeNames, type TypeNames } from '../shared/names.js';
import type { EmitOptions, EmitOutput } from '../shared/options.js';
import { leftOutDiagnostics } from './left-out.js';
import { template } from '../render.js';
import { operationExport, operationTable, schemaExports, type TableEntry } from './exports.js';
import { checkOf } from './functions.js';
import { emitFunction, sharedFunction } from './placement.js';
import { envelopeCheck } from './envelope.js';
import { operationSchemas } from './operations.js';
import { runtimeFiles } from '../shared/runtime-files.js';
import { VALIDATOR_RUNTIME } from './runtime-files.js';
import { checkSignature, type TypeExpr } from './layout.js';
import { createState, namedCheck, type EmitState } from './state.js';

export function emitValidators(model: ApiModel, options: EmitOptions): EmitOutput {
  const state = createState(model.schemas, options.validatorMode);
  const names = typeNames(model);
  const exports: string[][] = [];
  for (const named of model.schemas) {
    const label = `\`${named.name}\` (${named.pointer})`;
    const response = identifier(`schema${named.name}`);
    emitFunction(state, response, named.schema, 'response', named.name, label);
    if (state.directional.has(named.name)) {
      const request = identifier(`request${named.name}`);
      emitFunction(state, request, named.schema, 'request', named.name, label);
    }
    exports.push(...namedExports(state, names, named.name, named.pointer));
  }
  const table = model.operations.map((op) => operationValidators(model, state, names, op, exports));
  const contents = template(
    'validators/validators.ts.hbs',
    options.templates,
  )({
    banner: banner(model, options),
    constants: state.constants.map((lines) => lines.join('\n')),
    functions: state.functions.filter((lines) => lines.length > 0).map((l) => l.join('\n')),
    exports: exports.map((lines) => lines.join('\n')),
    table: operationTable(table).join('\n'),
  });
  return {
    files: [
      { path: 'validators.ts', contents },
      ...runtimeFiles(model, options, VALIDATOR_RUNTIME),
    ],
    diagnostics: leftOutDiagnostics(model),
  };
}

function namedExports(
  state: EmitState,
  names: TypeNames,
  name: string,
  pointer: string,
): string[][] {
  const what = (view: string): string => `a \`${name}\`${view} (\`${pointer}\`)`;
  const response = names.schema(name, 'response');
  const out = [
    schemaExports(state, response, `T.${response}`, namedCheck(state, name, 'response'), what('')),
  ];
  if (names.hasInputView(name)) {
    const input = names.schema(name, 'request');
    const check = namedCheck(state, name, 'request');
    out.push(schemaExports(state, input, `T.${input}`, check, what(' as a request sends it')));
  }
  return out;
}

function operationValidators(
  model: ApiModel,
  state: EmitState,
  names: TypeNames,
  op: Operation,
  exports: string[][],
): TableEntry {
  const typeNamesOf = names.operation(op.id);
  const schemas = operationSchemas(op);
  const stem = op.name.typeName;
  const entry: TableEntry = { operationId: op.id };
  const where = `\`${op.method} ${op.path}\``;
  if (schemas.params !== undefined) {
    const check = sharedFunction(state, schemas.params, 'request', `Parameters of ${where}`);
    const type: TypeExpr = { generic: 'Omit', args: [`T.${typeNamesOf.params}`, "'body'"] };
    exports.push(
      operationExport(
        state,
        typeNamesOf.params,
        type,
        check,
        `Validates the parameters of ${where} (\`{ path, query, headers }\`).`,
      ),
    );
    entry.params = typeNamesOf.params;
  }
  if (schemas.body !== undefined) {
    const check = bodyCheck(state, identifier(`body${stem}`), schemas.body);
    const bodyType = `T.${typeNamesOf.body}`;
    const type: TypeExpr = schemas.body.required ? bodyType : { union: [bodyType, 'undefined'] };
    exports.push(
      operationExport(
        state,
        typeNamesOf.body,
        type,
        check,
        `Validates the request body of ${where}.`,
      ),
    );
    entry.body = typeNamesOf.body;
  }
  if (schemas.result !== undefined) {
    const label = `Response of ${where}`;
    const check = schemas.result.enveloped
      ? envelopeCheck(state, op, label)
      : sharedFunction(state, schemas.result.schema, 'response', label);
    const type = resultType(op, typeNamesOf.result, schemas.result.enveloped);
    const comment = schemas.result.enveloped
      ? `Validates the whole success envelope of ${where}.`
      : `Validates the response of ${where}.`;
    exports.push(operationExport(state, typeNamesOf.result, type, check, comment));
    entry.result = typeNamesOf.result;
  }
  return entry;
}

function bodyCheck(
  state: EmitState,
  name: Code,
  body: { schema: Schema; required: boolean },
): Code {
  const check = checkOf(state, body.schema, 'request');
  if (body.required) return check;
  state.functions.push([
    ...checkSignature(name),
    `  return v === undefined || ${check}(v, p, c);`,
    '}',
  ]);
  return name;
}

function resultType(op: Operation, result: Code, enveloped: boolean): TypeExpr {
  if (!enveloped) return `T.${result}`;
  const envelope = (arg: TypeExpr): TypeExpr => ({ generic: 'SuccessEnvelope', args: [arg] });
  switch (op.result.shape) {
    case 'single':
      return envelope({ union: [`T.${result}`, `T.${result}[]`] });
    case 'empty':
      return envelope('unknown');
    default:
      return envelope(`T.${result}`);
  }
}
