import type { ApiModel } from '../../ir/types.js';
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
