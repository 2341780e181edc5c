import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalRef,
  child,
  escapeToken,
  parsePointer,
  pointerOf,
  resolvePointer,
  unescapeToken,
} from '../../src/json/pointer.js';

describe('JSON pointers (src/json/pointer.ts)', () => {
  it('escapes ~ and / and reads them back, for any token', () => {
    expect(escapeToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapeToken('~01')).toBe('~1');
    fc.assert(fc.property(fc.string(), (token) => unescapeToken(escapeToken(token)) === token));
  });

  it('builds pointers in the fragment form', () => {
    expect(pointerOf([])).toBe('#');
    expect(pointerOf(['paths', '/job/{id}', 'get'])).toBe('#/paths/~1job~1{id}/get');
    expect(child('#/paths', '/job', 0)).toBe('#/paths/~1job/0');
  });

  it('parses what it builds, for any tokens', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((t) => !t.includes('%'))), (tokens) => {
        expect(parsePointer(pointerOf(tokens))).toEqual(tokens);
      }),
    );
  });

  it('resolves own properties only; external and malformed refs resolve to nothing', () => {
    const root = { definitions: { 'A B': { type: 'string' }, 'x/y': 1 }, list: [10, 20] };
    expect(resolvePointer(root, '#')).toBe(root);
    expect(resolvePointer(root, '#/definitions/A%20B')).toEqual({ type: 'string' });
    expect(resolvePointer(root, '#/definitions/x~1y')).toBe(1);
    expect(resolvePointer(root, '#/list/1')).toBe(20);
    expect(resolvePointer(root, '#/definitions/constructor')).toBeUndefined();
    expect(resolvePointer(root, '#/definitions/__proto__')).toBeUndefined();
    expect(resolvePointer(root, 'other.yaml#/definitions/A%20B')).toBeUndefined();
    expect(resolvePointer(root, '#definitions')).toBeUndefined();
    expect(resolvePointer(root, '#/definitions/100%')).toBeUndefined();
  });

  it('spells equal local refs one way', () => {
    expect(canonicalRef('#/definitions/A%20B')).toBe('#/definitions/A B');
    expect(canonicalRef('other.yaml#/X')).toBe('other.yaml#/X');
  });
});
