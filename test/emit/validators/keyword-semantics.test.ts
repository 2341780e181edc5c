/**
 * The cases of issue #12, through the path users run (a document → normalise() → the
 * emitted validators): keywords of schemas without `type` apply to their own JSON type,
 * typeless branches of compositions keep their constraints, enum/const compare deeply with
 * types kept apart, `required` holds for any own property name; and `inferTypes`.
 */
import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/normalise/index.js';
import type { NormaliseOptions } from '../../../src/ir/types.js';
import { generate, load, type Guard } from './harness.js';

/** [schema, valid values, invalid values]; values are JSON text, parsed as a response would be. */
const CASES: [unknown, string[], string[]][] = [
  [{ maxLength: 2 }, ['"ab"', '123', 'null'], ['"abc"']],
  [{ minimum: 3 }, ['3', '"x"', '[]'], ['2']],
  [{ required: ['a'] }, ['{"a": null}', '[]', '"s"'], ['{}', '{"b": 1}']],
  [{ uniqueItems: true }, ['[1, 2]', '{}'], ['[1, 1]', '[{"a": 1}, {"a": 1}]']],
  [{ pattern: '^a' }, ['"abc"', '1'], ['"bac"']],
  [{ allOf: [{ maximum: 30 }, { minimum: 20 }] }, ['25', '"x"'], ['35', '15']],
  [{ anyOf: [{ type: 'integer' }, { minimum: 2 }] }, ['1', '2.5', '"x"'], ['1.5']],
  [{ oneOf: [{ type: 'integer' }, { minimum: 2 }] }, ['1', '2.5', '"x"'], ['3']],
  [{ enum: [[false]] }, ['[false]'], ['[0]', 'false']],
  [{ enum: [[1]] }, ['[1]', '[1.0]'], ['[true]']],
  [
    { enum: [6, 'foo', [], true, { foo: 12 }] },
    ['[]', '{"foo": 12}', '6', 'true'],
    ['{"foo": false}', '[6]', 'null'],
  ],
  [{ const: { a: false } }, ['{"a": false}'], ['{"a": 0}']],
  [{ const: null }, ['null'], ['0', 'false', '""']],
  [
    { required: ['__proto__', 'toString', 'constructor', 'foo\nbar', 'foo"bar'] },
    ['{"__proto__": 1, "toString": 2, "constructor": 3, "foo\\nbar": 4, "foo\\"bar": 5}', '12'],
    ['{}', '{"__proto__": 1, "toString": 2, "constructor": 3, "foo\\nbar": 4}'],
  ],
  [{ type: 'string', enum: ['a', 'bb', 'ccc'], maxLength: 2 }, ['"a"', '"bb"'], ['"ccc"', '1']],
  [{ oneOf: [{ type: 'string' }, { type: 'null' }, {}] }, ['1'], ['"x"', 'null']],
  // Found by the 1 000 000-pair run: a branch that accepts null only through its members.
  [
    { oneOf: [{ pattern: '^(a|b)', anyOf: [false, true, false] }, { type: 'null' }] },
    ['"a"', '1'],
    ['null'],
  ],
  [{ oneOf: [{ enum: [null, 'x'] }, { type: 'null' }] }, ['"x"'], ['null']],
  // Found by the second 1 000 000-pair run: two null variants under oneOf, a `not` beside
  // `type: null`, and null folded into a variant that has a `not` of its own.
  [
    { oneOf: [{ type: 'null' }, { type: 'integer' }, { type: 'null', minLength: 2 }] },
    ['1'],
    ['null'],
  ],
  [{ anyOf: [{ type: ['null'], not: { type: 'null' } }] }, [], ['null', '1']],
  [{ oneOf: [{ type: 'integer' }, { type: 'null', not: true }] }, ['1'], ['null', '"x"']],
  [{ anyOf: [false, { type: 'null' }] }, ['null'], ['1', '"x"']],
  [{ anyOf: [{ minimum: 0.25, anyOf: [false, { type: 'null' }] }] }, ['null'], ['1']],
];

async function guards(options: NormaliseOptions): Promise<Guard[]> {
  const schemas = Object.fromEntries(CASES.map(([schema], index) => [`C${index}`, schema]));
  const document = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas },
  };
  const module = await load(generate(normalise({ document }, options)).files);
  return CASES.map((_, index) => module[`isC${index}`] as Guard);
}

describe('one schema semantics through normalise()', () => {
  for (const [label, options] of [
    ['inferTypes: false', { inferTypes: false }],
    ['default', {}],
  ] as const) {
    it(`keywords apply to their own JSON type, compositions and enums exactly (${label})`, async () => {
      const is = await guards(options);
      const wrong: string[] = [];
      CASES.forEach(([schema, valid, invalid], index) => {
        for (const text of valid)
          if (!is[index]?.(JSON.parse(text)))
            wrong.push(`${JSON.stringify(schema)} refuses ${text}`);
        for (const text of invalid)
          if (is[index]?.(JSON.parse(text)))
            wrong.push(`${JSON.stringify(schema)} accepts ${text}`);
      });
      expect(wrong).toEqual([]);
    });
  }

  it('infers object/array types by default, with an info diagnostic, and not with inferTypes: false', async () => {
    const schemas = {
      P: { properties: { a: { type: 'string' } } },
      I: { items: { type: 'integer' } },
    };
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {},
      components: { schemas },
    };
    const inferred = normalise({ document });
    expect(inferred.schemas.map((s) => s.schema.kind)).toEqual(['array', 'object']);
    expect(
      inferred.diagnostics.filter((d) => d.code === 'type-inferred').map((d) => d.pointer),
    ).toEqual(['#/components/schemas/I', '#/components/schemas/P']);
    const exact = normalise({ document }, { inferTypes: false });
    expect(exact.diagnostics.filter((d) => d.code === 'type-inferred')).toEqual([]);
    const module = await load(generate(exact).files);
    const [isP, isI] = [module.isP as Guard, module.isI as Guard];
    expect([isP(12), isP({ a: 'x' }), isP({ a: 1 })]).toEqual([true, true, false]);
    expect([isI('s'), isI([1]), isI(['x'])]).toEqual([true, true, false]);
  });
});
