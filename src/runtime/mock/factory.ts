import type { MockSchemas } from './schema.js';
import { sampleValid } from './sample.js';
import { valueCheck } from './validate.js';
import { define } from './generate-object.js';

/**
 * Typed data factories (`mockJob(overrides?, { seed })` in `<dir>/mocks/factories.ts`):
 * a value of a named schema drawn like the installation draws its data, valid against
 * the generated validator of that schema (which also gives the factory its type), the
 * same for the same seed. Overrides are laid over an object's drawn properties.
 */

export interface FactoryOptions {
  /** Same seed, same value (default 1). */
  seed?: number;
}

type Validates<T> = (
  value: unknown,
) => { ok: true; value: T } | { ok: false; errors: readonly { path: string; message: string }[] };

export type Factory = <T>(
  validate: Validates<T>,
  name: string,
  overrides?: Partial<T>,
  options?: FactoryOptions,
) => T;

export function createFactory(schemas: MockSchemas): Factory {
  return <T>(
    validate: Validates<T>,
    name: string,
    overrides?: Partial<T>,
    options: FactoryOptions = {},
  ): T => {
    const value = sampleValid({
      schema: { kind: 'ref', name },
      schemas,
      label: name,
      seed: options.seed ?? 1,
      key: `factory ${name}`,
      check: valueCheck(validate),
    });
    if (overrides === undefined || typeof value !== 'object' || value === null) return value as T;
    const out = { ...(value as Record<string, unknown>) };
    for (const [key, item] of Object.entries(overrides)) define(out, key, item);
    return out as T;
  };
}
