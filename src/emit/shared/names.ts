import type { EnumExport } from '../../ir/enum-names.js';
import type { ApiModel, EnumSchema } from '../../ir/types.js';
import { exportNames } from '../../ir/export-names.js';
import { identifier, type Code } from './escape.js';
import type { View } from './schema-type.js';

/**
 * The exported type names of one model as code: named schemas keep their IR names (the
 * response view); schemas whose request view differs get `<Name>Input`; each operation
 * gets `<TypeName>Params` (the `{ path, query, headers, body }` form), `Args` (the flat
 * form of named methods), `Body` and `Result`. The allocation (and its stability rule)
 * lives in `ir/export-names.ts`; validators and mocks use the same table as types.ts.
 */
export interface OperationTypeNames {
  params: Code;
  args: Code;
  body: Code;
  result: Code;
}

/** An inline enum's exported type and values constant. */
export interface EnumNames {
  /** Where it is declared inside its owner: `enum state`, `enum query state`. */
  role: string;
  type: Code;
  values: Code;
  schema: EnumSchema;
}

export interface TypeNames {
  schema(name: string, view: View): Code;
  /** Schemas that have a separate request view. */
  hasInputView(name: string): boolean;
  operation(id: string): OperationTypeNames;
  /** The enums declared inside a named schema (`Job` → `JobState`). */
  schemaEnums(name: string): EnumNames[];
  /** The enums of an operation's parameters and inline body (`JobListState`). */
  operationEnums(id: string): EnumNames[];
  /** The values constant of a named enum schema (`STATE_VALUES`). */
  namedValues(name: string): Code | undefined;
  /** The type name of an inline enum of a named schema, by node. */
  enumType(schema: EnumSchema): Code | undefined;
}

const cache = new WeakMap<ApiModel, TypeNames>();

export function typeNames(model: ApiModel): TypeNames {
  const cached = cache.get(model);
  if (cached) return cached;
  const allocated = exportNames(model);
  const inputs = new Map([...allocated.inputs].map(([name, input]) => [name, identifier(input)]));
  const operations = new Map<string, OperationTypeNames>();
  for (const [id, op] of allocated.operations) {
    operations.set(id, {
      params: identifier(op.params),
      args: identifier(op.args),
      body: identifier(op.body),
      result: identifier(op.result),
    });
  }
  const enums = allocated.enums;
  const schemaEnums = mapValues(enums.schemas);
  const byNode = new Map([...schemaEnums.values()].flat().map((e) => [e.schema, e.type]));
  const operationEnums = mapValues(enums.operations);
  const names: TypeNames = {
    schema: (name, view) => (view === 'request' ? inputs.get(name) : undefined) ?? identifier(name),
    hasInputView: (name) => inputs.has(name),
    operation: (id) => {
      const found = operations.get(id);
      if (!found) throw new Error(`specforge: unknown operation ${id}`);
      return found;
    },
    schemaEnums: (name) => schemaEnums.get(name) ?? [],
    operationEnums: (id) => operationEnums.get(id) ?? [],
    namedValues: (name) => {
      const values = enums.namedValues.get(name);
      return values === undefined ? undefined : identifier(values);
    },
    enumType: (schema) => byNode.get(schema),
  };
  cache.set(model, names);
  return names;
}

function mapValues(source: Map<string, EnumExport[]>): Map<string, EnumNames[]> {
  const out = new Map<string, EnumNames[]>();
  for (const [key, found] of source) {
    const named = found.map(({ role, type, values, schema }) => ({
      role,
      type: identifier(type),
      values: identifier(values),
      schema,
    }));
    out.set(key, named);
  }
  return out;
}
