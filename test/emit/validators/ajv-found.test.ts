/**
 * Disagreements with ajv that the property test (test/property/validators-vs-ajv.test.ts)
 * found, each kept here as a regression: validators, the zod target and the types target
 * must give JSON Schema's answer, through normalise() as users run it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/normalise/index.js';
import type { GeneratedFile } from '../../../src/ir/types.js';
import { generate, load, typeErrors, type Guard, type Validate } from './harness.js';
import { generateZod, loadZod, type ZodLike } from '../zod/harness.js';

function document(openapi: string, schemas: Record<string, unknown>): Record<string, unknown> {
  const where = openapi.startsWith('2') ? { definitions: schemas } : { components: { schemas } };
  const version = openapi.startsWith('2') ? { swagger: openapi } : { openapi };
  return { ...version, info: { title: 't', version: '1' }, paths: {}, ...where };
}

/** Every verdict specforge gives: `isX`, `validateX` (all errors, first error), zod's. */
async function verdicts(doc: Record<string, unknown>, name: string, value: unknown) {
  const model = normalise({ document: doc }, { inferTypes: false });
  const module = await load(generate(model).files);
  const zod = await loadZod(generateZod(model));
  const validate = module[`validate${name}`] as Validate;
  return {
    is: (module[`is${name}`] as Guard)(value),
    all: validate(value).ok,
    first: validate(value, { allErrors: false }).ok,
    zod: (zod[`${name}Schema`] as ZodLike).safeParse(value).success,
  };
}

describe('cases the ajv property test found', () => {
  it('an enum of an object and null beside type: array accepts no array ([] is not {})', async () => {
    const schema = { type: 'array', enum: [{}, null] };
    const ajv = new Ajv2020({ strict: false }).compile(schema);
    for (const value of [[], [{}], [null], {}]) {
      const expected = ajv(value);
      expect(expected).toBe(false);
      const doc = document('3.1.0', { A: schema });
      expect(await verdicts(doc, 'A', value)).toEqual({
        is: expected,
        all: expected,
        first: expected,
        zod: expected,
      });
    }
  });

  it('an enum of strings beside type: array in a named schema is read as written', async () => {
    const doc = document('3.1.0', { A: { type: 'array', enum: ['a', 'b'] } });
    const all = { is: false, all: false, first: false, zod: false };
    expect(await verdicts(doc, 'A', [])).toEqual(all);
    expect(await verdicts(doc, 'A', ['a'])).toEqual(all);
  });

  for (const [openapi, keyword] of [
    ['3.0.3', 'nullable'],
    ['2.0', 'x-nullable'],
  ] as const) {
    it(`a bare object with ${keyword}: true is typed \`| null\`, as its validator accepts null`, async () => {
      const doc = document(openapi, { B: { type: 'object', [keyword]: true } });
      expect(await verdicts(doc, 'B', null)).toEqual({
        is: true,
        all: true,
        first: true,
        zod: true,
      });
      // The types agree: null and an object are `B`, a string is not.
      const model = normalise({ document: doc }, { inferTypes: false });
      const agree: GeneratedFile = {
        path: 'agree.ts',
        contents: [
          "import type { B } from './types.js';",
          'export const none: B = null;',
          'export const some: B = { a: 1 };',
          '// @ts-expect-error a string is not a B',
          "export const wrong: B = 'x';",
          '',
        ].join('\n'),
      };
      expect(typeErrors([...generate(model).files, agree])).toEqual([]);
    });
  }
});
