import type { Operation, Parameter } from '../../ir/types.js';
import { docComment, propertyKey, stringLiteral, trusted, type Code } from '../shared/escape.js';
import type { OperationTypeNames, TypeNames } from '../shared/names.js';
import {
  hasFlatArgs,
  LOCATION_KEYS,
  LOCATIONS,
  parametersAt,
  requestContent,
  resultType,
} from '../shared/operation.js';
import { aliasText, interfaceText } from '../shared/print-type.js';
import { schemaType, type TypeContext } from '../shared/schema-type.js';
import {
  tsGeneric,
  tsName,
  tsObject,
  tsUnion,
  type TsMember,
  type TsType,
} from '../shared/ts-type.js';
import { contextFor, enumDeclaration } from './named.js';

/**
 * Per-operation types: `<Op>Params` (`{ path, query, headers, body }` for
 * `api.request()`), `<Op>Args` (the flat form of named methods), `<Op>Body`,
 * `<Op>Result`. Requests use the request view, results the response view.
 */
export function operationDeclarations(op: Operation, names: TypeNames): Code[] {
  const typeNames = names.operation(op.id);
  const enums = names.operationEnums(op.id);
  const request = contextFor(names, 'request', enums);
  const out: Code[] = [];
  const content = requestContent(op);
  if (content) out.push(alias(typeNames.body, schemaType(content.schema, request), []));
  out.push(declare(typeNames.params, paramsMembers(op, typeNames, request), paramsDoc(op)));
  if (hasFlatArgs(op)) {
    out.push(declare(typeNames.args, argsMembers(op, typeNames, request), argsDoc(op)));
  } else {
    out.push(alias(typeNames.args, tsName(typeNames.params), argsDoc(op)));
  }
  const result = resultType(op, contextFor(names, 'response', enums));
  out.push(alias(typeNames.result, result, [`What \`${op.name.qualified}\` resolves to.`]));
  for (const found of enums) out.push(enumDeclaration(found, enumPlace(op, found.role)));
  return out;
}

/** `enum query state` → "the `state` query parameter of `job.list()`". */
function enumPlace(op: Operation, role: string): string {
  const [, location, path] = /^enum (\S+) (.*)$/.exec(role) ?? ['', 'body', role];
  const what = location === 'body' ? 'body property' : `${location} parameter`;
  return `The \`${path}\` ${what} of \`${op.name.qualified}()\``;
}

function paramsDoc(op: Operation): string[] {
  return [`Parameters of \`${op.method} ${op.path}\` for \`request()\`.`];
}

function argsDoc(op: Operation): string[] {
  return [`Arguments of \`${op.name.qualified}()\`.`];
}

/**
 * `{ path, query, headers, body }`. When the flat form exists, each location picks its
 * members from `<Op>Args` (one declaration, one set of docs: k8s repeats long parameter
 * descriptions on a thousand operations); otherwise the members are written here.
 */
function paramsMembers(op: Operation, typeNames: OperationTypeNames, ctx: TypeContext): TsMember[] {
  const flat = hasFlatArgs(op);
  const members: TsMember[] = [];
  for (const location of LOCATIONS) {
    const params = parametersAt(op, location);
    if (params.length === 0) continue;
    const keys = tsUnion(params.map((p) => tsName(keyofLiteral(p.name))));
    members.push({
      key: trusted(LOCATION_KEYS[location]),
      optional: !params.some((p) => p.required),
      type: flat
        ? tsGeneric(trusted('Pick'), [tsName(typeNames.args), keys])
        : tsObject(params.map((p) => parameterMember(p, ctx))),
      comment: [],
    });
  }
  const body = bodyMember(op, typeNames);
  return body ? [...members, body] : members;
}

/**
 * The literal `keyof` gives for a member written by `propertyKey`: a name written as digits
 * (`0`) is a numeric key, and `Pick<Args, '0'>` would not compile (a fuzz finding).
 */
function keyofLiteral(name: string): Code {
  const key = propertyKey(name);
  return /^[0-9]/.test(key) ? key : stringLiteral(name);
}

function argsMembers(op: Operation, typeNames: OperationTypeNames, ctx: TypeContext): TsMember[] {
  const members = op.parameters.map((p) => parameterMember(p, ctx));
  const body = bodyMember(op, typeNames);
  return body ? [...members, body] : members;
}

function parameterMember(param: Parameter, ctx: TypeContext): TsMember {
  const comment = param.description ? [param.description] : [];
  if (param.deprecated) comment.push('@deprecated');
  return {
    key: propertyKey(param.name),
    optional: !param.required,
    type: schemaType(param.schema, ctx),
    comment,
  };
}

function bodyMember(op: Operation, typeNames: OperationTypeNames): TsMember | undefined {
  if (!requestContent(op) || !op.body) return undefined;
  const comment = op.body.description ? [op.body.description] : [];
  return {
    key: trusted('body'),
    optional: !op.body.required,
    type: tsName(typeNames.body),
    comment,
  };
}

function declare(name: Code, members: TsMember[], comment: string[]): Code {
  if (members.length === 0) {
    return alias(name, tsObject([], tsName(trusted('never'))), comment);
  }
  return trusted(docComment(comment) + interfaceText(name, members));
}

function alias(name: Code, type: TsType, comment: string[]): Code {
  return trusted(docComment(comment) + aliasText(name, type));
}
