import type { Schema } from '../../ir/types.js';
import type { MockSchema } from '../../runtime/mock/schema.js';

/**
 * The model's schema as the engine reads it: the same nodes with their documentation
 * left out (pointers, titles, descriptions), so `<dir>/mocks/data.ts` stays small.
 * Nothing is converted: the walk only knows that a schema node has a `kind` and a
 * `pointer`, and that `default`, `example(s)` and enum values are data, not schemas. A
 * keyword the model gains therefore reaches the engine as it is.
 */
export function engineSchema(schema: Schema): MockSchema {
  // Checked by the compiler: every IR schema is a schema the engine reads.
  const engine: MockSchema = strip(schema) as Plain<Schema>;
  return engine;
}

/** The IR's interfaces as plain object types (which, unlike interfaces, fit an index signature). */
type Plain<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? readonly Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

const DOCUMENTATION = new Set(['pointer', 'title', 'description', 'deprecated']);
const DATA = new Set(['default', 'example', 'examples']);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (typeof node !== 'object' || node === null) return node;
  const isSchema = typeof (node as { kind?: unknown }).kind === 'string';
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || (isSchema && DOCUMENTATION.has(key))) continue;
    if (isSchema && value === false && key === 'nullable') continue;
    const isData = isSchema && (DATA.has(key) || (key === 'values' && isEnum(node)));
    Object.defineProperty(out, key, {
      value: isData ? value : strip(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function isEnum(node: object): boolean {
  return (node as { kind?: unknown }).kind === 'enum';
}
