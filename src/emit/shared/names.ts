import type { ApiModel, NamedSchema, Operation, Schema } from '../../ir/types.js';
import { identifier, type Code } from './escape.js';
import type { View } from './schema-type.js';

/**
 * The exported type names of one model, allocated once and collision-free: named
 * schemas keep their IR names (the response view); schemas whose request view differs
 * (readOnly/writeOnly properties, binary content, directly or through refs) also get
 * `<Name>Input`; each operation gets `<TypeName>Params` (the `{ path, query, headers,
 * body }` form), `Args` (the flat form of named methods), `Body` and `Result`.
 * Validators and mocks use the same table so their imports match types.ts.
 */
export interface OperationTypeNames {
  params: Code;
  args: Code;
  body: Code;
  result: Code;
}

export interface TypeNames {
  schema(name: string, view: View): Code;
  /** Schemas that have a separate request view. */
  hasInputView(name: string): boolean;
  operation(id: string): OperationTypeNames;
}

const cache = new WeakMap<ApiModel, TypeNames>();

export function typeNames(model: ApiModel): TypeNames {
  const cached = cache.get(model);
  if (cached) return cached;
  const used = new Set(model.schemas.map((s) => s.name));
  const unique = (stem: string): Code => {
    let name = stem;
    for (let n = 2; used.has(name); n++) name = `${stem}${n}`;
    used.add(name);
    return identifier(name);
  };
  const inputs = new Map<string, Code>();
  for (const name of viewSensitiveSchemas(model.schemas)) inputs.set(name, unique(`${name}Input`));
  const operations = new Map<string, OperationTypeNames>();
  for (const op of model.operations) operations.set(op.id, operationNames(op, used));
  const names: TypeNames = {
    schema: (name, view) => (view === 'request' ? inputs.get(name) : undefined) ?? identifier(name),
    hasInputView: (name) => inputs.has(name),
    operation: (id) => {
      const found = operations.get(id);
      if (!found) throw new Error(`specforge: unknown operation ${id}`);
      return found;
    },
  };
  cache.set(model, names);
  return names;
}

/** The four names share one suffix (`JobSubmit2Args`, `JobSubmit2Body` …) when any is taken. */
function operationNames(op: Operation, used: Set<string>): OperationTypeNames {
  const kinds = ['Params', 'Args', 'Body', 'Result'] as const;
  let stem = op.name.typeName;
  for (let n = 2; kinds.some((kind) => used.has(`${stem}${kind}`)); n++)
    stem = `${op.name.typeName}${n}`;
  for (const kind of kinds) used.add(`${stem}${kind}`);
  return {
    params: identifier(`${stem}Params`),
    args: identifier(`${stem}Args`),
    body: identifier(`${stem}Body`),
    result: identifier(`${stem}Result`),
  };
}

/**
 * Names of schemas whose request and response views differ, in model order. A schema
 * differs when it has readOnly/writeOnly/binary parts itself or refers to one that does:
 * a fixpoint over the references, so that cycles are handled.
 */
export function viewSensitiveSchemas(schemas: readonly NamedSchema[]): string[] {
  const refs = new Map<string, Set<string>>();
  const sensitive = new Set<string>();
  for (const { name, schema } of schemas) {
    const found = new Set<string>();
    if (differs(schema, found)) sensitive.add(name);
    refs.set(name, found);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, targets] of refs) {
      if (sensitive.has(name) || ![...targets].some((t) => sensitive.has(t))) continue;
      sensitive.add(name);
      changed = true;
    }
  }
  return schemas.filter((s) => sensitive.has(s.name)).map((s) => s.name);
}

/** Whether the schema differs by view on its own; collects the names it refers to. */
function differs(schema: Schema, refs: Set<string>): boolean {
  const own = schema.readOnly === true || schema.writeOnly === true;
  switch (schema.kind) {
    case 'binary':
      return true;
    case 'ref':
      refs.add(schema.name);
      return own;
    case 'array':
      return differs(schema.items, refs) || own;
    case 'record':
      return differs(schema.values, refs) || own;
    case 'object': {
      const extra = schema.additionalProperties;
      const parts = schema.properties.map((p) => differs(p.schema, refs));
      return parts.includes(true) || (typeof extra === 'object' && differs(extra, refs)) || own;
    }
    case 'union':
      return schema.variants.map((v) => differs(v, refs)).includes(true) || own;
    case 'intersection':
      return schema.members.map((m) => differs(m, refs)).includes(true) || own;
    default:
      return own;
  }
}
