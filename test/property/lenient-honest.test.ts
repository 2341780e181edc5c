/**
 * Lenient mode is honest (docs/validators.md): for random schemas and values drawn as the
 * ajv comparison draws them (test/property/arbitraries.ts), each value also sent the way
 * installations send it (numbers as strings, `null` for properties), whatever lenient
 * `validateX` returns as `value` when `ok` conforms to the type types.ts declares for the
 * schema (`conforms` below), and the input is left as it was. Fixed seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { generate, load, type Validate } from '../emit/validators/harness.js';
import { documentArbitrary, valuesFor, type JsonSchema } from './arbitraries.js';

const SEED = 2828;
const DOCUMENTS = 3;
const VALUES_PER_SCHEMA = 12;
type Schemas = Record<string, JsonSchema>;

/** The value as an installation sends it: numbers as decimal strings, properties as null. */
function loosen(v: unknown, pick: () => number): unknown {
  if (typeof v === 'number') {
    const forms = [String(v), Number.isInteger(v) ? `${v}.00` : String(v), v];
    return forms[pick() % forms.length];
  }
  if (Array.isArray(v)) return v.map((x) => loosen(x, pick));
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = pick() % 4 === 0 ? null : loosen(x, pick);
  return out;
}

/** `v` fits the TypeScript type printed for `schema` (`not` and value limits are not types). */
function conforms(schema: JsonSchema, v: unknown, schemas: Schemas): boolean {
  if (typeof schema === 'boolean') return schema;
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    const target = schemas[s.$ref.split('/').pop() as string];
    if (target === undefined || !conforms(target, v, schemas)) return false;
  }
  if (s.type !== undefined && ![s.type].flat().some((t) => isOfType(t as string, v))) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => same(e, v))) return false;
  if ('const' in s && !same(s.const, v)) return false;
  const all = (list: unknown) => (list as JsonSchema[]).every((x) => conforms(x, v, schemas));
  const some = (list: unknown) => (list as JsonSchema[]).some((x) => conforms(x, v, schemas));
  if (Array.isArray(s.allOf) && !all(s.allOf)) return false;
  if (Array.isArray(s.anyOf) && !some(s.anyOf)) return false;
  if (Array.isArray(s.oneOf) && !some(s.oneOf)) return false;
  if (Array.isArray(v) && s.items !== undefined)
    return v.every((x) => conforms(s.items as JsonSchema, x, schemas));
  if (typeof v === 'object' && v !== null && !Array.isArray(v))
    return membersConform(s, v, schemas);
  return true;
}

function membersConform(s: Record<string, unknown>, v: object, schemas: Schemas): boolean {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, x] of Object.entries(v)) {
    const own = Object.prototype.hasOwnProperty.call(properties, key);
    const schema = own ? properties[key] : (s.additionalProperties as JsonSchema | undefined);
    if (schema !== undefined && !conforms(schema, x, schemas)) return false;
  }
  return true;
}

function isOfType(type: string, v: unknown): boolean {
  if (type === 'integer') return Number.isInteger(v);
  if (type === 'null') return v === null;
  if (type === 'array') return Array.isArray(v);
  if (type === 'object') return typeof v === 'object' && v !== null && !Array.isArray(v);
  return typeof v === type;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

describe('lenient mode returns values of the declared type', () => {
  it(`on random schemas (seed ${SEED})`, async () => {
    const documents = fc.sample(documentArbitrary(125), { seed: SEED, numRuns: DOCUMENTS });
    const tally = { pairs: 0, accepted: 0, converted: 0, lies: [] as string[] };
    for (const [index, schemas] of documents.entries()) {
      const document = { openapi: '3.1.0', info: { title: 'p', version: '1' }, paths: {} };
      const model = normalise(
        { document: { ...document, components: { schemas } } },
        { inferTypes: false },
      );
      const names = new Map(model.schemas.map((s) => [s.originalName, s.name]));
      const module = await load(generate(model).files);
      let counter = index;
      const pick = () => (counter = (counter * 1103515245 + 12345) % 2147483648);
      for (const [key, schema] of Object.entries(schemas)) {
        const validate = module[`validate${names.get(key) as string}`] as Validate;
        const drawn = fc.sample(valuesFor(schema), {
          seed: SEED + index,
          numRuns: VALUES_PER_SCHEMA,
        });
        for (const value of drawn.flatMap((v) => [v, loosen(v, pick)])) {
          const before = JSON.stringify(value);
          for (const allErrors of [true, false]) {
            const result = validate(value, { mode: 'lenient', allErrors });
            tally.pairs++;
            expect(JSON.stringify(value)).toBe(before);
            if (!result.ok) continue;
            tally.accepted++;
            if (result.value !== value) tally.converted++;
            if (!conforms(schema, result.value, schemas) && tally.lies.length < 5)
              tally.lies.push(
                `${JSON.stringify(schema)}: ${before} → ${JSON.stringify(result.value)}`,
              );
          }
        }
      }
    }
    console.log(
      `lenient: ${tally.pairs} runs, ${tally.accepted} accepted, ${tally.converted} converted`,
    );
    expect(tally.lies).toEqual([]);
    // Not vacuous: lenient mode accepts and converts.
    expect(tally.accepted).toBeGreaterThan(tally.pairs / 10);
    expect(tally.converted).toBeGreaterThan(50);
  }, 300_000);
});
