import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { printDoc } from '../../src/emit/shared/doc.js';
import { valueDoc } from '../../src/emit/mocks/print-value.js';
import { stringLiteral as quote } from '../../src/emit/shared/escape.js';

/** The data printer must write what prettier writes: checked against prettier itself. */
const config = {
  parser: 'typescript',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
  semi: true,
} as const;

function printed(value: unknown): string {
  return `${printDoc(['export const data: unknown = ', valueDoc(value), ';'])}\n`;
}

const long = 'x'.repeat(90);
const cases: [string, unknown][] = [
  ['empty containers', { a: {}, b: [] }],
  ['a flat object that fits', { kind: 'string', format: 'date-time', minLength: 1 }],
  [
    'nested objects that do not fit',
    {
      kind: 'object',
      properties: [{ name: 'id', required: true, schema: { kind: 'number', integer: true } }],
    },
  ],
  [
    'several objects with several keys always break',
    [
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ],
  ],
  ['objects with one key may stay flat', [{ a: 1 }, { a: 2 }]],
  ['a long string moves after its key', { pattern: long }],
  ['a long string in a list', [long, long]],
  [
    'quotes and escapes',
    { a: "it's", b: 'say "hi"', c: `both ' and "" here`, d: 'tab\tnew\nline\\', e: '\u2028' },
  ],
  ['keys that need quotes', { '*': 1, '3d-secure': 2, __proto__x: 3, 'x-y': { 'a b': true } }],
  ['a literal __proto__ key', JSON.parse('{"__proto__": {"a": 1}, "b": 2}')],
  ['numbers and null', { n: -0, m: 1.5e-7, big: 12345678901234, none: null, yes: false }],
  ['short number lists', { statuses: [200, 201, 400, 401, 403, 404, 409] }],
  [
    'deep nesting',
    {
      a: {
        b: {
          c: {
            d: {
              e: {
                f: [
                  { g: long.slice(0, 40), h: 'i' },
                  { g: 'j', h: 'k' },
                ],
              },
            },
          },
        },
      },
    },
  ],
];

describe('valueDoc', () => {
  it.each(cases)('%s: prettier leaves it as it is', async (_name, value) => {
    const text = printed(value);
    expect(await prettier.format(text, config)).toBe(text);
  });

  it('keeps the value: the printed literal evaluates to the same data', () => {
    for (const [, value] of cases) {
      const source = printDoc(valueDoc(value));
      expect(new Function(`return (${source});`)()).toEqual(JSON.parse(JSON.stringify(value)));
    }
  });

  it('makes __proto__ an own property, not the prototype', () => {
    const source = printDoc(valueDoc(JSON.parse('{"__proto__": {"a": 1}}')));
    const value = new Function(`return (${source});`)() as object;
    expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('quotes like prettier: single unless that needs more escapes', () => {
    expect(quote("it's")).toBe('"it\'s"');
    expect(quote('a "b"')).toBe('\'a "b"\'');
    expect(quote('\'"')).toBe("'\\'\"'");
  });
});
