import type { EnumSchema, EnumValue, NamedSchema, Schema } from '../../ir/types.js';
import { printDoc, hardline, indent, type Doc } from '../shared/doc.js';
import {
  docComment,
  identifier,
  literal,
  propertyKey,
  trusted,
  type Code,
} from '../shared/escape.js';
import { aliasText, interfaceText } from '../shared/print-type.js';
import {
  enumUnion,
  schemaComment,
  schemaType,
  type TypeContext,
  type View,
} from '../shared/schema-type.js';
import type { EnumNames, TypeNames } from '../shared/names.js';

/**
 * Declarations for one named schema: an interface for plain objects, a type alias
 * otherwise, a const object of values beside an enum, and a second `<Name>Input`
 * declaration when the request view differs from the response view.
 */
export function namedSchemaDeclarations(named: NamedSchema, names: TypeNames): Code[] {
  const out = [declaration(named, names, 'response')];
  const schema = named.schema;
  if (schema.kind === 'enum' && !schema.nullable && schema.values.every(isScalar))
    out.push(enumValues(named.name, schema));
  if (names.hasInputView(named.name)) out.push(declaration(named, names, 'request'));
  for (const found of names.schemaEnums(named.name))
    out.push(
      enumDeclaration(found, `\`${named.originalName}.${found.role.replace(/^enum /, '')}\``),
    );
  return out;
}

/** Inline enums print as their names; `extra` (an operation's own) are looked up first. */
export function contextFor(names: TypeNames, view: View, extra: EnumNames[] = []): TypeContext {
  if (extra.length === 0) return sharedContext(names, view);
  return context(names, view, new Map(extra.map((e) => [e.schema as Schema, e.type])));
}

function context(names: TypeNames, view: View, own?: Map<Schema, Code>): TypeContext {
  return {
    view,
    refName: (name, refView) => names.schema(name, refView),
    enumName: (schema) => own?.get(schema) ?? names.enumType(schema),
  };
}

/**
 * The context of an operation that declares no enum of its own (most of them), made once per
 * view: two contexts per operation were ~25 MB of garbage at 20 000 operations.
 */
function sharedContext(names: TypeNames, view: View): TypeContext {
  let contexts = shared.get(names);
  if (contexts === undefined) {
    contexts = { request: context(names, 'request'), response: context(names, 'response') };
    shared.set(names, contexts);
  }
  return contexts[view];
}

const shared = new WeakMap<TypeNames, Record<View, TypeContext>>();

/**
 * `export type JobState = 'queued' | …;` for an enum declared inline, with the
 * description it was declared with and where its values constant is.
 */
export function enumDeclaration(named: EnumNames, where: string): Code {
  const lines = schemaComment(named.schema);
  lines.push(`${where}: one of \`${named.values}\` (enums.ts).`);
  return trusted(docComment(lines) + aliasText(named.type, enumUnion(named.schema)));
}

function declaration(named: NamedSchema, names: TypeNames, view: View): Code {
  const name = names.schema(named.name, view);
  const type = schemaType(named.schema, contextFor(names, view));
  const lines = schemaComment(named.schema);
  if (view === 'request')
    lines.push(
      `The request form of \`${named.name}\` (readOnly properties left out, writeOnly ones kept).`,
    );
  const comment = docComment(lines);
  if (type.k === 'object' && type.members.length > 0) {
    return trusted(comment + interfaceText(name, type.members, type.index));
  }
  return trusted(comment + aliasText(name, type));
}

/**
 * `export const State = { queued: 'queued', … } as const;` so that code can name the
 * values. Keys that would repeat (`1` and `'1'`) keep their first value only.
 */
function isScalar(value: EnumValue): value is string | number | boolean | null {
  return value === null || typeof value !== 'object';
}

function enumValues(name: string, schema: EnumSchema): Code {
  const seen = new Set<string>();
  const entries: Doc[] = [];
  for (const value of schema.values) {
    const key = propertyKey(String(value));
    if (seen.has(key)) continue;
    seen.add(key);
    if (isScalar(value)) entries.push([hardline, `${key}: ${literal(value)},`]);
  }
  const body: Doc = entries.length === 0 ? '{}' : ['{', indent(entries), hardline, '}'];
  return trusted(printDoc([`export const ${identifier(name)} = `, body, ' as const;']));
}
