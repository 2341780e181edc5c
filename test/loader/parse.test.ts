import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '../../src/loader/parse.js';
import { SpecforgeError } from '../../src/errors.js';
import { DOCUMENT_LIMITS } from '../../src/loader/limits.js';
import fc from 'fast-check';

function parseError(text: string, syntax?: 'json' | 'yaml'): SpecforgeError {
  try {
    parseDocumentText(text, { origin: 'doc', syntax, htmlHint: 'try it' });
  } catch (error) {
    expect(error).toBeInstanceOf(SpecforgeError);
    return error as SpecforgeError;
  }
  throw new Error(`parsed without error: ${text}`);
}

describe('parseDocumentText', () => {
  it('parses JSON and keeps key order as written', () => {
    const doc = parseDocumentText('\uFEFF{"b":1,"a":2}', { origin: 'doc' }) as object;
    expect(Object.keys(doc)).toEqual(['b', 'a']);
  });

  it('parses YAML without turning dates into Date objects', () => {
    const doc = parseDocumentText('info:\n  version: 2020-08-27\n  n: 1.5\n', { origin: 'doc' });
    expect(doc).toEqual({ info: { version: '2020-08-27', n: 1.5 } });
  });

  it('gives the line and column of a JSON error that V8 locates', () => {
    const error = parseError('{\n  "a": 1,\n  }\n');
    expect(error.code).toBe('invalid-json');
    expect(error.message).toMatch(/^doc: invalid JSON at line 3, column 3: /);
  });

  it('gives the line and column of a JSON error that V8 does not locate', () => {
    // `tru` is cut short by the line break: V8 names the character but not where it is.
    const error = parseError('{\n  "a": tru\n}');
    expect(error.message).toBe(
      'doc: invalid JSON at line 2, column 11: Unexpected character "\\n"',
    );
    expect(parseError('{"a":1}}').message).toBe(
      'doc: invalid JSON at line 1, column 8: Unexpected non-whitespace character after JSON',
    );
  });

  it('places an unexpected end of JSON at the end', () => {
    expect(parseError('{"a": [1,\n2').message).toMatch(/line 2, column 2/);
  });

  it('gives the line and column of a YAML error', () => {
    const error = parseError('openapi: 3.0.0\ninfo:\n  title: [a\n  b: c\n');
    expect(error.code).toBe('invalid-yaml');
    expect(error.message).toMatch(/^doc: invalid YAML at line \d+, column \d+: /);
  });

  it('reads a file named .yaml as YAML even when it starts with a brace', () => {
    expect(parseDocumentText('{a: 1}', { origin: 'doc', syntax: 'yaml' })).toEqual({ a: 1 });
  });

  it('recognises an HTML page and passes the hint on', () => {
    const error = parseError('  <!DOCTYPE html><html></html>');
    expect(error.code).toBe('html-page');
    expect(error.hint).toBe('try it');
  });

  it('refuses an empty input', () => {
    expect(parseError(' \n').code).toBe('empty-document');
  });
});

describe('JSON limits (depth from the text, numbers that overflow)', () => {
  const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
  const parse = (text: string) => parseDocumentText(text, { origin: 'doc' });

  it('counts brackets outside strings only, up to the limit', () => {
    expect(() => parse(`{"a":${nested(255)}}`)).not.toThrow();
    expect(parseError(`{"a":${nested(256)}}`).code).toBe('document-too-deep');
    // brackets and escaped quotes inside strings are text, not nesting
    expect(() => parse(`{"a":${nested(250, JSON.stringify('\\"[[[[[[[[[[[[[[['))}}`)).not.toThrow();
  });

  it('still counts when a string is too long for the regex engine', () => {
    // V8's regex backtracking stack gives up on a string of ~10 million characters
    const long = JSON.stringify(`${'x'.repeat(6_000_000)}${'\n'.repeat(6_000_000)}`);
    expect(() => parse(`{"a":[${long}]}`)).not.toThrow();
    expect(parseError(`{"a":${nested(300, long)}}`).code).toBe('document-too-deep');
  });

  it('finds a number that overflows wherever a number can stand, and not in strings', () => {
    for (const text of ['{"x":{"y":1e400}}', '{"x":[2, -1.5E+400]}', '{"x": \n 1e0400}']) {
      expect(parseError(text).code).toBe('number-out-of-range');
    }
    expect(parse('{"sha":"3e1234", "n": 1e308, "m": "1:1e400"}')).toMatchObject({ n: 1e308 });
  });
});

describe('the depth check agrees with a bracket count over the whole text', () => {
  /** Deepest nesting of brackets outside strings (the text is valid JSON). */
  function depthOf(text: string): number {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i += 1;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') deepest = Math.max(deepest, (depth += 1));
      else if (c === '}' || c === ']') depth -= 1;
    }
    return deepest;
  }
  // Strings full of what the skeleton must not count: brackets, quotes, backslashes.
  const tricky = fc.string({
    unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', ' ', ',', ':'),
  });
  const leaf = fc.oneof(tricky, fc.integer(), fc.constant(null));
  // Arrays and objects in turn, 200-300 levels deep (the limit is 256), with tricky strings
  // as array items and as object keys beside the nested value.
  const nestedValue = fc
    .tuple(
      fc.integer({ min: 200, max: 300 }),
      fc.array(leaf, { maxLength: 4 }),
      fc.array(tricky, { maxLength: 3 }),
    )
    .map(([depth, items, keys]) => {
      let value: unknown = items;
      for (let level = 0; level < depth; level += 1) {
        value =
          level % 2 === 0
            ? [value, ...items]
            : Object.fromEntries([...keys.map((key) => [key, 1]), ['v', value]]);
      }
      return JSON.stringify(value);
    });

  it('for valid JSON, refuses exactly the documents nested past the limit', () => {
    fc.assert(
      fc.property(nestedValue, (text) => {
        const deep = depthOf(text) > DOCUMENT_LIMITS.maxDepth;
        if (deep) expect(parseError(text).code).toBe('document-too-deep');
        else expect(() => parseDocumentText(text, { origin: 'doc' })).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('megabytes of escapes between two brackets (the regex stack overflows) are still counted', () => {
    const escapes = JSON.stringify('"'.repeat(4_000_000));
    expect(() => parseDocumentText(`{"a":[${escapes}]}`, { origin: 'doc' })).not.toThrow();
    expect(parseError(`${'['.repeat(300)}${escapes}${']'.repeat(300)}`).code).toBe(
      'document-too-deep',
    );
  });
});
