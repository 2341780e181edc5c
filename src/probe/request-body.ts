import type { ApiModel, Operation } from '../ir/types.js';
import { engineSchema } from '../emit/mocks/engine-schema.js';
import type { MockSchemas } from '../runtime/mock/schema.js';
import { sampleValid } from '../runtime/mock/sample.js';
import { valueCheck } from '../runtime/mock/validate.js';
import type { ResponseValidator } from './validators.js';

/**
 * The body a write sends: drawn from the operation's schema by the mock engine's sampler
 * (the values `specforge mock` serves, checked by the generated body validator), then
 * each top-level property that names another collection (`queue`, `group`, `project_id`)
 * set to a record the read phase listed — a random queue name would only earn a 400.
 * A reference is kept only when the validator still accepts the body.
 */
export type Lists = ReadonlyMap<string, readonly Record<string, unknown>[]>;

export interface BodySampler {
  /** `{ body }` (undefined for an operation without one), or why none could be drawn. */
  sample(
    operation: Operation,
    validate: ResponseValidator | undefined,
  ): { body?: unknown } | { problem: string };
  /** The body without every property the validator lets go: the second try after a 400. */
  minimal(body: unknown, validate: ResponseValidator | undefined): unknown;
}

export function bodySampler(model: ApiModel, lists: Lists, seed: number): BodySampler {
  const schemas: MockSchemas = Object.fromEntries(
    model.schemas.map((named) => [named.name, engineSchema(named.schema)]),
  );
  return {
    sample(operation, validate) {
      const json = operation.body?.contents.find((content) => content.media === 'json');
      if (!json) return {};
      const check = valueCheck(validate);
      try {
        const drawn = sampleValid({
          schema: engineSchema(json.schema),
          schemas,
          label: `the body of ${operation.id}`,
          seed,
          key: operation.id,
          direction: 'request',
          check,
        });
        return { body: withReferences(drawn, lists, check) };
      } catch (error) {
        return { problem: (error as Error).message };
      }
    },
    minimal(body, validate) {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
      const check = valueCheck(validate);
      const out = { ...(body as Record<string, unknown>) };
      for (const key of Object.keys(out)) {
        const value = out[key];
        delete out[key];
        if (check && check(out) !== undefined)
          Object.defineProperty(out, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return out;
    },
  };
}

function withReferences(
  body: unknown,
  lists: Lists,
  check: ((value: unknown) => string | undefined) | undefined,
): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  let current = body as Record<string, unknown>;
  for (const [key, drawn] of Object.entries(current)) {
    const value = referenced(key, drawn, lists);
    if (value === undefined) continue;
    const next = { ...current };
    Object.defineProperty(next, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (!check || check(next) === undefined) current = next;
  }
  return current;
}

/** `queue: "x7"` → the first `/queue` record's `queue`, `id` or `name` of the same type. */
function referenced(key: string, drawn: unknown, lists: Lists): unknown {
  if (typeof drawn !== 'string' && typeof drawn !== 'number') return undefined;
  const stem = key
    .replace(/_?(id|name)$/i, '')
    .replace(/s$/, '')
    .toLowerCase();
  if (stem === '') return undefined;
  for (const [path, items] of lists) {
    if (path.includes('{') || path.split('/').pop()?.toLowerCase() !== stem) continue;
    for (const field of [key, 'id', 'name']) {
      const found = items.find((item) => typeof item?.[field] === typeof drawn);
      if (found) return found[field];
    }
  }
  return undefined;
}
