/**
 * Names for the enums a document declares inline: on a named schema's property
 * (`Job.state` → `JobState`, `JOB_STATE_VALUES`), on an operation's parameter or inline
 * body property (`job.list`'s `state` → `JobListState`). Named enum schemas keep their own
 * name and get a values constant (`State` → `STATE_VALUES`). The rule of ADR 0003 holds:
 * a name is made of its owner's name and the property path, nothing else; type names are
 * claimed after the schemas' and operations' (so an enum never takes theirs), in model
 * order, and a taken name is numbered on that one enum only.
 */
import { constantCase, pascalCase } from './naming.js';
import type { ApiModel, EnumSchema, Operation, Schema } from './types.js';

/** One inline enum and the names exported for it. */
export interface EnumExport {
  /** Where it is declared, as a role of its owner: `enum state`, `enum query state`. */
  role: string;
  /** The type alias (`JobState`). */
  type: string;
  /** The `readonly [...]` constant of its values (`JOB_STATE_VALUES`). */
  values: string;
  schema: EnumSchema;
}

export interface EnumExportNames {
  /** Named schema name → the enums declared inside it. */
  schemas: Map<string, EnumExport[]>;
  /** Operation id → the enums of its parameters and of its inline request body. */
  operations: Map<string, EnumExport[]>;
  /** Named enum schema name → its values constant. */
  namedValues: Map<string, string>;
}

interface Found {
  path: string[];
  schema: EnumSchema;
}

/** Whether an enum deserves a name: real values, not a `const` tag. */
export function isNameableEnum(schema: Schema): schema is EnumSchema {
  return schema.kind === 'enum' && schema.isConst !== true && schema.values.length > 0;
}

/** `claimType` hands out type names from the table shared with schemas and operations. */
export function enumNames(model: ApiModel, claimType: (wanted: string) => string): EnumExportNames {
  const usedValues = new Set<string>();
  const claimValues = (type: string): string => {
    const wanted = constantCase(type);
    let name = `${wanted}_VALUES`;
    for (let n = 2; usedValues.has(name); n++) name = `${wanted}${n}_VALUES`;
    usedValues.add(name);
    return name;
  };
  const namedValues = new Map<string, string>();
  for (const { name, schema } of model.schemas)
    if (isNameableEnum(schema)) namedValues.set(name, claimValues(name));
  const name = (owner: string, found: Found[], role: (path: string[]) => string) =>
    found.map(({ path, schema }): EnumExport => {
      const type = claimType(pascalCase([owner, ...path].join(' ')));
      return { role: role(path), type, values: claimValues(type), schema };
    });
  const schemas = new Map<string, EnumExport[]>();
  for (const named of model.schemas) {
    const found = inlineEnums(named.schema, [], []);
    if (found.length > 0) schemas.set(named.name, name(named.name, found, schemaRole));
  }
  const operations = new Map<string, EnumExport[]>();
  for (const op of model.operations) {
    const named = operationEnums(op, name);
    if (named.length > 0) operations.set(op.id, named);
  }
  return { schemas, operations, namedValues };
}

function schemaRole(path: string[]): string {
  return `enum ${path.join('.')}`;
}

type Namer = (owner: string, found: Found[], role: (path: string[]) => string) => EnumExport[];

/**
 * Parameters (in model order) first, then the properties of an inline request body. A
 * body offered in several media types usually holds one schema for all: named once.
 */
function operationEnums(op: Operation, name: Namer): EnumExport[] {
  // Most parameters and bodies hold no inline enum: nothing is allocated for them.
  const out: EnumExport[] = [];
  for (const param of op.parameters) {
    const found = inlineEnums(param.schema, [param.name], []);
    if (found.length === 0) continue;
    out.push(
      ...name(op.name.typeName, found, (path) => `enum ${param.location} ${path.join('.')}`),
    );
  }
  const contents = op.body?.contents;
  if (contents === undefined) return out;
  const seen = new Set<Schema>();
  for (const content of contents) {
    const found = inlineEnums(content.schema, [], []).filter(({ schema }) => !seen.has(schema));
    if (found.length === 0) continue;
    found.forEach(({ schema }) => seen.add(schema));
    out.push(...name(op.name.typeName, found, (path) => `enum body ${path.join('.')}`));
  }
  return out;
}

/** The nameable enums under `schema`, with their property paths (`[]` for the root itself). */
function inlineEnums(schema: Schema, path: string[], out: Found[]): Found[] {
  switch (schema.kind) {
    case 'enum':
      if (path.length > 0 && isNameableEnum(schema)) out.push({ path, schema });
      break;
    case 'object':
      for (const property of schema.properties)
        inlineEnums(property.schema, [...path, property.name], out);
      if (typeof schema.additionalProperties === 'object')
        inlineEnums(schema.additionalProperties, path, out);
      break;
    case 'array':
      inlineEnums(schema.items, path, out);
      break;
    case 'record':
      inlineEnums(schema.values, path, out);
      break;
    case 'union':
      schema.variants.forEach((variant) => inlineEnums(variant, path, out));
      break;
    case 'intersection':
      schema.members.forEach((member) => inlineEnums(member, path, out));
      break;
    default:
      break;
  }
  return out;
}
