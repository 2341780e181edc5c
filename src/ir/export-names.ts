/**
 * The exported type names of one model, allocated once (docs/adr/0003-stable-generated-names.md).
 * Plain strings, no I/O: emitters print them (`emit/shared/names.ts`), and the diff compares
 * two versions' allocations to report `generated-name-changed`.
 *
 * The rule: a name depends on the thing named, never on what else the document holds.
 * 1. Named schemas keep their IR names (the normaliser makes them unique).
 * 2. A schema whose request view differs gets `<Name>Input`.
 * 3. Each operation exports `<Stem>Params`, `Args`, `Body`, `Result` (the stem is unique
 *    among operations). Only these names are reserved: a schema called `JobUpdate` does not
 *    touch `JobUpdateArgs`, and a new schema `QueueListResponse` touches nothing.
 * 4. Inline enums get `<Owner><Path>` (`enum-names.ts`), claimed after all of the above.
 * Claims run in that order, so an added operation can never take a schema's or an input
 * view's name. A name already taken is a true collision: that one name alone is numbered
 * (`QueueListResult2`), and the diff reports it.
 */
import { enumNames, type EnumExport, type EnumExportNames } from './enum-names.js';
import type { ApiModel, NamedSchema, Operation, Property, Schema } from './types.js';

export interface OperationExportNames {
  params: string;
  args: string;
  body: string;
  result: string;
}

export interface ExportNames {
  /** Schema name → its request-view name, for schemas that have one. */
  inputs: Map<string, string>;
  /** Operation id → its four type names. */
  operations: Map<string, OperationExportNames>;
  /** Inline enums (claimed last) and the values constants of named enums. */
  enums: EnumExportNames;
}

const SUFFIX = { params: 'Params', args: 'Args', body: 'Body', result: 'Result' } as const;

export function exportNames(model: ApiModel): ExportNames {
  const used = new Set(model.schemas.map((s) => s.name));
  const claim = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; used.has(name); n++) name = `${wanted}${n}`;
    used.add(name);
    return name;
  };
  const inputs = new Map<string, string>();
  const sensitive = viewSensitiveSchemas(model.schemas);
  for (let i = 0; i < sensitive.length; i++) {
    const name = sensitive[i] as string;
    inputs.set(name, claim(`${name}Input`));
  }
  // Index loops: `for…of` allocates an iteration result per step while V8's optimising
  // compiler is off (cli/v8-tuning.ts), and this runs once per operation.
  const operations = new Map<string, OperationExportNames>();
  const ops = model.operations;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Operation;
    operations.set(op.id, operationNames(op, claim));
  }
  return { inputs, operations, enums: enumNames(model, claim) };
}

/** Claimed in this order: params, args, body, result. */
function operationNames(op: Operation, claim: (wanted: string) => string): OperationExportNames {
  const stem = op.name.typeName;
  const params = claim(stem + SUFFIX.params);
  const args = claim(stem + SUFFIX.args);
  const body = claim(stem + SUFFIX.body);
  return { params, args, body, result: claim(stem + SUFFIX.result) };
}

/** One thing of the document and the type names generated for it. */
export interface NamedSource {
  /** `schema #/definitions/Job` or `operation GET /job/{jobid}`. */
  key: string;
  /** What its names are derived from: the schema's key, or the client method's name. */
  basis: string;
  /** Its exported type names by role: `type`, `input`; `params`, `args`, `body`, `result`. */
  names: Record<string, string>;
}

/** Every named schema and operation with the type names exported for it. */
export function namedSources(model: ApiModel): NamedSource[] {
  const names = exportNames(model);
  const { enums } = names;
  const schemas = model.schemas.map((s) => {
    const all: Record<string, string> = { type: s.name };
    const input = names.inputs.get(s.name);
    if (input !== undefined) all.input = input;
    const values = enums.namedValues.get(s.name);
    if (values !== undefined) all.values = values;
    addEnums(all, enums.schemas.get(s.name));
    return { key: `schema ${s.pointer}`, basis: s.originalName, names: all };
  });
  const operations = model.operations.map((op) => {
    const { body, ...own } = names.operations.get(op.id) as OperationExportNames;
    const all: Record<string, string> = op.body ? { ...own, body } : own;
    addEnums(all, enums.operations.get(op.id));
    return { key: `operation ${op.method} ${op.path}`, basis: op.name.qualified, names: all };
  });
  return [...schemas, ...operations];
}

/** `enum state` → `JobState`, `values state` → `JOB_STATE_VALUES` (a repeated role numbered). */
function addEnums(names: Record<string, string>, found: readonly EnumExport[] = []): void {
  for (const { role, type, values } of found) {
    let key = role;
    for (let n = 2; key in names; n++) key = `${role} #${n}`;
    names[key] = type;
    names[key.replace(/^enum/, 'values')] = values;
  }
}

/**
 * Names of schemas whose request and response views differ, in model order. A schema
 * differs when it has readOnly/writeOnly/binary parts itself or refers to one that does:
 * a fixpoint over the references, so that cycles are handled.
 */
export function viewSensitiveSchemas(schemas: readonly NamedSchema[]): string[] {
  // Names referred to, as lists (repeats do no harm to the fixpoint): no Set per schema.
  const refs = new Map<string, string[]>();
  const sensitive = new Set<string>();
  for (let i = 0; i < schemas.length; i++) {
    const { name, schema } = schemas[i] as NamedSchema;
    const found: string[] = [];
    if (differs(schema, found)) sensitive.add(name);
    refs.set(name, found);
  }
  for (let changed = true; changed;) {
    changed = false;
    refs.forEach((targets, name) => {
      if (sensitive.has(name) || !targets.some((t) => sensitive.has(t))) return;
      sensitive.add(name);
      changed = true;
    });
  }
  const out: string[] = [];
  for (let i = 0; i < schemas.length; i++) {
    const name = (schemas[i] as NamedSchema).name;
    if (sensitive.has(name)) out.push(name);
  }
  return out;
}

/**
 * Whether the schema differs by view on its own; collects the names it refers to (every
 * property, variant and member is walked, not only up to the first that differs).
 */
function differs(schema: Schema, refs: string[]): boolean {
  const own = schema.readOnly === true || schema.writeOnly === true;
  switch (schema.kind) {
    case 'binary':
      return true;
    case 'ref':
      refs.push(schema.name);
      return own;
    case 'array':
      return differs(schema.items, refs) || own;
    case 'record':
      return differs(schema.values, refs) || own;
    case 'object': {
      const extra = schema.additionalProperties;
      let parts = false;
      for (let i = 0; i < schema.properties.length; i++)
        if (differs((schema.properties[i] as Property).schema, refs)) parts = true;
      return parts || (typeof extra === 'object' && differs(extra, refs)) || own;
    }
    case 'union':
      return anyDiffers(schema.variants, refs) || own;
    case 'intersection':
      return anyDiffers(schema.members, refs) || own;
    default:
      return own;
  }
}

function anyDiffers(schemas: readonly Schema[], refs: string[]): boolean {
  let found = false;
  for (let i = 0; i < schemas.length; i++) if (differs(schemas[i] as Schema, refs)) found = true;
  return found;
}
