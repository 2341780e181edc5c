import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import {
  arr,
  binary,
  bool,
  enumOf,
  int,
  nullOf,
  obj,
  record,
  ref,
  str,
  union,
  allOf,
  unknown,
} from '../../../src/ir/factories.js';
import type { Schema } from '../../../src/ir/types.js';
import { printDoc } from '../../../src/emit/shared/doc.js';
import { aliasDoc } from '../../../src/emit/shared/print-type.js';
import { schemaType, type TypeContext, type View } from '../../../src/emit/shared/schema-type.js';
import { identifier } from '../../../src/emit/shared/escape.js';

const context = (view: View): TypeContext => ({
  view,
  refName: (name, refView) =>
    identifier(refView === 'request' && name === 'Job' ? 'JobInput' : name),
});

/** The schema as `export type T = …;`, and what the table says that should be. */
function print(schema: Schema, view: View = 'response'): string {
  return printDoc(aliasDoc('T', schemaType(schema, context(view))));
}
function declared(want: string): string {
  return want.startsWith('\n') ? `export type T =${want};` : `export type T = ${want};`;
}

const long = Array.from({ length: 12 }, (_, i) => `value-number-${i}`);

const cases: [string, Schema, string, View?][] = [
  ['string', str(), 'string'],
  ['integer', int(), 'number'],
  ['boolean', bool(), 'boolean'],
  ['nullable string', nullOf(str()), 'string | null'],
  ['string enum', enumOf(['a', "it's"]), `'a' | "it's"`],
  ['empty enum', enumOf([]), 'never'],
  ['array of union', arr(union([str(), int()])), '(string | number)[]'],
  ['ref, response view', ref('Job'), 'Job'],
  ['ref, request view', ref('Job'), 'JobInput', 'request'],
  ['unknown', unknown(), 'unknown'],
  ['nullable unknown stays unknown', nullOf(unknown()), 'unknown'],
  ['bare object', unknown({ objectOnly: true }), '{\n  [key: string]: unknown;\n}'],
  ['binary download', binary(), 'Blob'],
  ['binary upload', binary(), 'Blob | Uint8Array', 'request'],
  ['record', record(int()), '{\n  [key: string]: number;\n}'],
  ['intersection', allOf([ref('Base'), ref('Extra')]), 'Base & Extra'],
  [
    'object, readOnly omitted in requests',
    obj({ id: int({ readOnly: true }), name: str() }, { required: ['name'] }),
    '{\n  name: string;\n}',
    'request',
  ],
  [
    'object, writeOnly omitted in responses',
    obj({ password: str({ writeOnly: true }), 'x-y': str({ description: 'a */ b' }) }),
    "{\n  /** a *\\/ b */\n  'x-y'?: string;\n}",
  ],
  ['nullable object hugs null', nullOf(obj({ a: str() })), '{\n  a?: string;\n} | null'],
  ['long union breaks', enumOf(long), `\n${long.map((v) => `  | '${v}'`).join('\n')}`],
  [
    'discriminated union',
    union([ref('Cat'), ref('Dog')], {
      discriminator: { propertyName: 'kind', mapping: [{ value: 'cat', schema: 'Cat' }] },
    }),
    "\n  | (Cat & {\n      kind: 'cat';\n    })\n  | Dog",
  ],
];

describe('type printer', () => {
  it.each(cases)('%s', (_name, schema, want, view) => {
    expect(print(schema, view)).toBe(declared(want));
  });

  it.each(cases)('%s: prettier agrees', async (_name, schema, _want, view) => {
    const code = `${print(schema, view)}\n`;
    const formatted = await prettier.format(code, {
      parser: 'typescript',
      singleQuote: true,
      trailingComma: 'all',
      printWidth: 100,
    });
    expect(code).toBe(formatted);
  });

  const wide = (n: number) => 'A'.repeat(n);
  const layouts: [string, Schema][] = [
    ['a union that fits on the next line', union([ref(wide(30)), ref(wide(30)), ref(wide(30))])],
    ['a union that fits nowhere', union([ref(wide(40)), ref(wide(40)), ref(wide(30))])],
    ['a long name after =', ref(wide(95))],
    ['an intersection that breaks', allOf([ref(wide(40)), ref(wide(40)), ref(wide(30))])],
    ['a member union on the next line', obj({ [wide(40)]: union([ref(wide(25)), ref(wide(25))]) })],
  ];
  it.each(layouts)('prettier agrees with the layout of %s', async (_name, schema) => {
    const code = `${print(schema)}\n`;
    const formatted = await prettier.format(code, {
      parser: 'typescript',
      singleQuote: true,
      printWidth: 100,
    });
    expect(code).toBe(formatted);
  });
});
