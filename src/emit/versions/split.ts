import type { ApiModel, NamedSchema, Operation } from '../../ir/types.js';
import { forEachSchema } from '../../ir/walk.js';
import { printDoc } from '../shared/doc.js';
import { memberName, type Code } from '../shared/escape.js';
import { typeNames, type TypeNames } from '../shared/names.js';
import { namedSchemaDeclarations } from '../types/named.js';
import { operationDeclarations } from '../types/operations.js';
import { operationEntry } from '../client/table.js';
import { methodDoc } from '../client/signatures.js';
import { clientTree } from '../client/tree.js';
import type { ReturnsContext } from '../client/returns.js';
import { operationKey, type VersionInput } from './input.js';

/**
 * What several versions share: a named schema or an operation is emitted once (in
 * `shared/`) when every version emits exactly the same text for it — its type
 * declarations and, for an operation, its `operations` entry, client path and method
 * signature — and everything it refers to is shared too. Everything else is a version's
 * own. Text identity is the test because it is what "one type, not copies" means: the
 * shared declaration is, byte for byte, what each version would have printed.
 */
export interface VersionUnits {
  name: string;
  model: ApiModel;
  names: TypeNames;
  /** Operation id → dotted client path (`job.list`), as the single-version client has it. */
  paths: Map<string, string>;
  returns: ReturnsContext;
  /** Type declarations per unit key (`schema Job`, `operation GET /job`). */
  declarations: Map<string, Code[]>;
}

export interface Split {
  versions: VersionUnits[];
  /** Unit keys emitted once, in shared/. */
  shared: Set<string>;
}

export function splitVersions(inputs: readonly VersionInput[]): Split {
  const texts = new Map<string, string[]>();
  const refs = new Map<string, Set<string>>();
  const versions = inputs.map((input) => unitsOf(input, texts, refs));
  const shared = new Set<string>();
  for (const [key, seen] of texts)
    if (seen.length === inputs.length && seen.every((text) => text === seen[0])) shared.add(key);
  // What refers to a version's own schema cannot be shared (until nothing changes).
  let changed = true;
  while (changed) {
    changed = false;
    for (const key of shared) {
      if ([...(refs.get(key) ?? [])].some((ref) => !shared.has(ref))) {
        shared.delete(key);
        changed = true;
      }
    }
  }
  return { versions, shared };
}

export function schemaUnit(named: NamedSchema): string {
  return `schema ${named.name}`;
}

export function operationUnit(op: Operation): string {
  return `operation ${operationKey(op)}`;
}

function unitsOf(
  input: VersionInput,
  texts: Map<string, string[]>,
  refs: Map<string, Set<string>>,
): VersionUnits {
  const { model } = input;
  const names = typeNames(model);
  const { paths } = clientTree(model.operations, model.auth);
  const returns: ReturnsContext = {
    names,
    schemas: new Map(model.schemas.map((s) => [s.name, s])),
  };
  const declarations = new Map<string, Code[]>();
  const record = (key: string, code: Code[], extra: string, scope: ApiModel): void => {
    declarations.set(key, code);
    texts.set(key, [...(texts.get(key) ?? []), code.join('\n\n') + extra]);
    const found = refs.get(key) ?? new Set<string>();
    forEachSchema(scope, (schema) => {
      if (schema.kind === 'ref') found.add(`schema ${schema.name}`);
    });
    refs.set(key, found);
  };
  for (const named of model.schemas)
    record(schemaUnit(named), namedSchemaDeclarations(named, names), '', {
      ...model,
      schemas: [named],
      operations: [],
    });
  for (const op of model.operations) {
    const path = paths.get(op.id) ?? op.name.qualified;
    const method = memberName(path.split('.').pop() as string);
    const client = `\n${path}\n${printDoc(operationEntry(op, path))}\n${printDoc(methodDoc(method, op, returns))}`;
    record(operationUnit(op), operationDeclarations(op, names), client, {
      ...model,
      schemas: [],
      operations: [op],
    });
  }
  return { name: input.name, model, names, paths, returns, declarations };
}
