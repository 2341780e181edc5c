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
import type { ApiModel, EnumSchema, MediaContent, Operation, Property, Schema } from './types.js';

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
  const schemaList = model.schemas;
  for (let i = 0; i < schemaList.length; i++) {
    const { name, schema } = schemaList[i] as ApiModel['schemas'][number];
    if (isNameableEnum(schema)) namedValues.set(name, claimValues(name));
  }
  const name = (owner: string, found: Found[], role: (path: string[]) => string) =>
    found.map(({ path, schema }): EnumExport => {
      const type = claimType(pascalCase([owner, ...path].join(' ')));
      return { role: role(path), type, values: claimValues(type), schema };
    });
  // One path stack and one list of finds, reused: most schemas and operations hold no
  // inline enum, and with the optimising compiler off (cli/v8-tuning.ts) a path array per
  // property walked was most of what this step allocated.
  const path: string[] = [];
  const found: Found[] = [];
  const schemas = new Map<string, EnumExport[]>();
  for (let i = 0; i < schemaList.length; i++) {
    const named = schemaList[i] as ApiModel['schemas'][number];
    collectEnums(named.schema, path, found);
    if (found.length > 0) schemas.set(named.name, name(named.name, found.splice(0), schemaRole));
  }
  const operations = new Map<string, EnumExport[]>();
  const ops = model.operations;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Operation;
    const named = operationEnums(op, name, path, found);
    if (named !== undefined) operations.set(op.id, named);
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
 * `path` (empty) and `found` (empty) are scratch space, left empty; undefined when none.
 */
function operationEnums(
  op: Operation,
  name: Namer,
  path: string[],
  found: Found[],
): EnumExport[] | undefined {
  let out: EnumExport[] | undefined;
  const parameters = op.parameters;
  for (let i = 0; i < parameters.length; i++) {
    const param = parameters[i] as Operation['parameters'][number];
    path.push(param.name);
    collectEnums(param.schema, path, found);
    path.pop();
    if (found.length === 0) continue;
    const role = (at: string[]) => `enum ${param.location} ${at.join('.')}`;
    (out ??= []).push(...name(op.name.typeName, found.splice(0), role));
  }
  const contents = op.body?.contents;
  if (contents === undefined) return out;
  let seen: Set<Schema> | undefined;
  for (let i = 0; i < contents.length; i++) {
    collectEnums((contents[i] as MediaContent).schema, path, found);
    if (found.length === 0) continue;
    const known = (seen ??= new Set<Schema>());
    const fresh = found.splice(0).filter(({ schema }) => !known.has(schema));
    if (fresh.length === 0) continue;
    fresh.forEach(({ schema }) => known.add(schema));
    (out ??= []).push(...name(op.name.typeName, fresh, (at) => `enum body ${at.join('.')}`));
  }
  return out;
}

/**
 * The nameable enums under `schema` into `out`, with their property paths (`path`, a stack
 * the walk pushes and pops, copied for each find; `[]` for the root itself).
 */
function collectEnums(schema: Schema, path: string[], out: Found[]): void {
  switch (schema.kind) {
    case 'enum':
      if (path.length > 0 && isNameableEnum(schema)) out.push({ path: path.slice(), schema });
      break;
    case 'object': {
      const properties = schema.properties;
      for (let i = 0; i < properties.length; i++) {
        const property = properties[i] as Property;
        path.push(property.name);
        collectEnums(property.schema, path, out);
        path.pop();
      }
      if (typeof schema.additionalProperties === 'object')
        collectEnums(schema.additionalProperties, path, out);
      break;
    }
    case 'array':
      collectEnums(schema.items, path, out);
      break;
    case 'record':
      collectEnums(schema.values, path, out);
      break;
    case 'union':
      for (let i = 0; i < schema.variants.length; i++)
        collectEnums(schema.variants[i] as Schema, path, out);
      break;
    case 'intersection':
      for (let i = 0; i < schema.members.length; i++)
        collectEnums(schema.members[i] as Schema, path, out);
      break;
    default:
      break;
  }
}
