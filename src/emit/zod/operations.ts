/**
 * Per-operation schemas, named after the operation's types (`JobListParams` →
 * `JobListParamsSchema`): `<Op>ParamsSchema` (`{ path, query, headers, cookies, body }` for
 * `request()`), `<Op>ArgsSchema` (the flat form of named methods), `<Op>BodySchema` (the
 * request content, request view) and `<Op>ResultSchema` (what the call resolves to once the
 * envelope is unwrapped, response view; none for an empty result).
 */
import type { Operation, Parameter, Schema } from '../../ir/types.js';
import { printDoc, type Doc } from '../shared/doc.js';
import { docComment, propertyKey, trusted, type Code } from '../shared/escape.js';
import { objectLiteral, type LiteralProperty } from '../shared/literal.js';
import type { TypeNames } from '../shared/names.js';
import {
  hasFlatArgs,
  LOCATION_KEYS,
  LOCATIONS,
  parametersAt,
  requestContent,
} from '../shared/operation.js';
import { call, zodSchema } from './schema.js';
import { schemaConstant, type ZodContext } from './context.js';

export function operationSchemas(
  op: Operation,
  names: TypeNames,
  request: ZodContext,
  response: ZodContext,
): string[] {
  const typeNames = names.operation(op.id);
  const where = `\`${op.method} ${op.path}\``;
  const out: string[] = [];
  const content = requestContent(op);
  if (content)
    out.push(
      declare(typeNames.body, zodSchema(content.schema, request), `The request body of ${where}.`),
    );
  const bodyMember = bodyProperty(op, typeNames.body);
  const locations = LOCATIONS.flatMap((location): LiteralProperty[] => {
    const params = parametersAt(op, location);
    if (params.length === 0) return [];
    const shape = call('z.object', [
      objectLiteral(
        params.map((p) => parameter(p, request)),
        true,
      ),
    ]);
    const value = params.some((p) => p.required) ? shape : call('z.exactOptional', [shape]);
    return [{ key: trusted(LOCATION_KEYS[location]), value }];
  });
  out.push(
    declare(
      typeNames.params,
      objectOf([...locations, ...bodyMember]),
      `The parameters of ${where} for \`request()\`.`,
    ),
  );
  const args = hasFlatArgs(op)
    ? objectOf([...op.parameters.map((p) => parameter(p, request)), ...bodyMember])
    : schemaConstant(typeNames.params);
  out.push(declare(typeNames.args, args, `The arguments of \`${op.name.qualified}()\`.`));
  const result = resultSchema(op, response);
  if (result !== undefined)
    out.push(declare(typeNames.result, result, `What \`${op.name.qualified}\` resolves to.`));
  return out;
}

function declare(typeName: Code, schema: Doc, comment: string): string {
  return (
    docComment([comment]) + printDoc([`export const ${schemaConstant(typeName)} = `, schema, ';'])
  );
}

/** An object of these members; none is `{ [key: string]: never }`, as types.ts declares it. */
function objectOf(members: LiteralProperty[]): Doc {
  if (members.length === 0) return 'z.record(z.string(), z.never())';
  return call('z.object', [objectLiteral(members, true)]);
}

function parameter(param: Parameter, ctx: ZodContext): LiteralProperty {
  const value = zodSchema(param.schema, ctx);
  return {
    key: propertyKey(param.name),
    value: param.required ? value : call('z.exactOptional', [value]),
  };
}

function bodyProperty(op: Operation, body: Code): LiteralProperty[] {
  if (!requestContent(op) || !op.body) return [];
  const value = schemaConstant(body);
  return [
    { key: trusted('body'), value: op.body.required ? value : call('z.exactOptional', [value]) },
  ];
}

function resultSchema(op: Operation, ctx: ZodContext): Doc | undefined {
  const item: Schema = op.result.item;
  switch (op.result.shape) {
    case 'list':
      return call('z.array', [zodSchema(item, ctx)]);
    case 'single':
    case 'raw':
      return zodSchema(item, ctx);
    case 'empty':
      return undefined;
  }
}
