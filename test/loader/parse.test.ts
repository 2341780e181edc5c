import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '../../src/loader/parse.js';
import { SpecforgeError } from '../../src/errors.js';

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
