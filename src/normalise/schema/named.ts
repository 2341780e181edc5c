/**
 * Named schemas: `#/definitions/X` (Swagger 2.0) or `#/components/schemas/X`, and the
 * `$defs` at the top of either (OAS 3.1). Names are registered before any schema is
 * converted, so every `$ref` to them can stay a `ref` node, cycles included.
 */
import type { NamedSchema } from '../../ir/types.js';
import { report, pointerOf, type Context } from '../context.js';
import { isRecord, objectAt, sortedKeys, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { NameTable, pascalCase } from '../names/identifiers.js';
import { breakAliasCycles } from './alias-cycles.js';
import { convertSchema } from './convert.js';
import { fillDiscriminatorChildren } from './discriminator-children.js';

interface Entry {
  originalName: string;
  pointer: string;
  node: unknown;
  name: string;
}

/** Registers every named schema (names claimed in `names`), then converts them all. */
export function convertNamedSchemas(ctx: Context, names: NameTable): NamedSchema[] {
  const entries = collect(ctx);
  for (const entry of entries) {
    const candidate = pascalCase(entry.originalName);
    entry.name = names.claim(candidate);
    if (entry.name !== candidate) {
      report(
        ctx,
        'schema-name-collision',
        'info',
        entry.pointer,
        `Schema "${entry.originalName}" is named ${entry.name}: ${candidate} was taken.`,
      );
    }
    ctx.schemaNames.set(entry.pointer, entry.name);
    ctx.originalNames.set(entry.name, entry.originalName);
    ctx.schemaPointers.set(entry.name, entry.pointer);
  }
  const schemas: NamedSchema[] = entries.map((entry) => ({
    kind: 'named-schema',
    name: entry.name,
    originalName: entry.originalName,
    pointer: entry.pointer,
    schema: convertSchema(ctx, entry.node, entry.pointer),
  }));
  return fillDiscriminatorChildren(breakAliasCycles(ctx, schemas));
}

/** Every named schema in code-unit order of its key, each followed by its own `$defs`. */
function collect(ctx: Context): Entry[] {
  const schemas = objectAt(objectAt(ctx.document, 'components'), 'schemas');
  const base = pointerOf(ctx, schemas, '#/components/schemas');
  const entries: Entry[] = [];
  for (const key of sortedKeys(schemas)) {
    const node = schemas[key];
    const pointer = pointerOf(ctx, node, child(base, key));
    entries.push({ originalName: key, pointer, node, name: '' });
    if (isRecord(node) && isRecord(node.$defs)) entries.push(...defsOf(node.$defs, key, pointer));
  }
  return entries;
}

function defsOf(defs: Json, parent: string, pointer: string): Entry[] {
  return sortedKeys(defs).map((key) => ({
    originalName: `${parent}_${key}`,
    pointer: child(pointer, '$defs', key),
    node: defs[key],
    name: '',
  }));
}
