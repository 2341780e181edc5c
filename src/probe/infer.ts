/**
 * A JSON Schema inferred from every sample seen: the types (integer and number together
 * make number), `required` = the properties present in every sample, `format: date-time`
 * only when every string matches it, never an enum (a handful of samples is no list of
 * allowed values). `nullable` marks a null seen beside other values; the writer turns it
 * into the document's own spelling.
 */
export interface InferredSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  format?: 'date-time';
  nullable?: true;
  properties?: Record<string, InferredSchema>;
  required?: string[];
  items?: InferredSchema;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export function inferSchema(samples: readonly unknown[]): InferredSchema {
  const present = samples.filter((sample) => sample !== null && sample !== undefined);
  const nullable = present.length < samples.length && present.length > 0 ? { nullable: true as const } : {};
  if (present.length === 0) return samples.length > 0 ? { type: 'null' } : {};
  const types = new Set(present.map(jsonType));
  if (types.size === 2 && types.has('integer') && types.has('number')) return { type: 'number', ...nullable };
  if (types.size > 1) return { ...nullable };
  const type = [...types][0] as NonNullable<InferredSchema['type']>;
  if (type === 'object') return { ...objectSchema(present as Record<string, unknown>[]), ...nullable };
  if (type === 'array') return { type, items: inferSchema((present as unknown[][]).flat()), ...nullable };
  if (type === 'string' && present.every((s) => DATE_TIME.test(s as string)))
    return { type, format: 'date-time', ...nullable };
  return { type, ...nullable };
}

function objectSchema(samples: Record<string, unknown>[]): InferredSchema {
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample)))].sort();
  const properties: Record<string, InferredSchema> = {};
  for (const name of names) {
    const values = samples.filter((sample) => Object.hasOwn(sample, name)).map((sample) => sample[name]);
    Object.defineProperty(properties, name, { value: inferSchema(values), enumerable: true, writable: true, configurable: true });
  }
  const required = names.filter((name) => samples.every((sample) => Object.hasOwn(sample, name)));
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
