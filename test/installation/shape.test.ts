/** The contract test's shape checker finds what it should (so the contract test can fail). */
import { describe, expect, it } from 'vitest';
import { checkShape, type ShapeContext } from './shape.js';

const definitions: Record<string, Record<string, unknown>> = {
  Item: {
    required: ['id', 'ghost'],
    properties: {
      id: { type: 'integer' },
      cost: { type: 'number' },
      at: { type: 'string', 'x-nullable': true },
    },
    type: 'object',
  },
  Map: { properties: { '*': { type: 'array', items: { type: 'integer' } } }, type: 'object' },
};
const ctx: ShapeContext = { lookup: (ref) => definitions[ref.split('/').pop()!]! };
const item = { $ref: '#/definitions/Item' };

describe('checkShape', () => {
  it('accepts a conforming item, decimal strings, x-nullable nulls and ignores a required entry naming no property', () => {
    expect(checkShape({ id: 1, cost: '12.50', at: null }, item, ctx)).toEqual([]);
  });

  it('reports wrong types, missing required properties and unexpected nulls', () => {
    expect(checkShape({ id: 'one' }, item, ctx)).toEqual(['$.id: expected integer, got "one"']);
    expect(checkShape({ cost: 'cheap' }, item, ctx)).toEqual([
      '$.id: required but missing',
      '$.cost: expected number, got "cheap"',
    ]);
    expect(checkShape({ id: null }, item, ctx)).toEqual(['$.id: null is not allowed']);
  });

  it('checks wildcard maps, arrays, allOf, enums and OAS 3.1 type arrays', () => {
    expect(checkShape({ a: [1], b: ['x'] }, { $ref: '#/definitions/Map' }, ctx)).toEqual([
      '$.b[0]: expected integer, got "x"',
    ]);
    expect(checkShape([{ id: 1 }, {}], { type: 'array', items: item }, ctx)).toEqual([
      '$[1].id: required but missing',
    ]);
    expect(
      checkShape({ id: 2 }, { allOf: [item, { properties: { id: { enum: [1] } } }] }, ctx),
    ).toEqual(['$.id: 2 not in enum']);
    expect(checkShape(null, { type: ['string', 'null'] }, ctx)).toEqual([]);
  });
});
