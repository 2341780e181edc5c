import { describe, expect, it } from 'vitest';
import { inferSchema } from '../../src/probe/infer.js';

/** Schema inference from samples: types, required = present in every sample, formats only when all match, no enums. */
describe('inferSchema', () => {
  it('makes required only what every sample has, and marks nulls seen beside values', () => {
    expect(inferSchema([{ id: 1, name: 'a', note: null }, { id: 2, note: 'x' }])).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, note: { type: 'string', nullable: true } },
      required: ['id', 'note'],
    });
  });

  it('widens integer and number to number, and gives up on mixed types', () => {
    expect(inferSchema([1, 2.5])).toEqual({ type: 'number' });
    expect(inferSchema([1, 'a'])).toEqual({});
  });

  it('says date-time only when every string is one, and never lists values as an enum', () => {
    expect(inferSchema(['2026-01-05T09:30:00Z', '2026-01-06T10:00:00+01:00'])).toEqual({ type: 'string', format: 'date-time' });
    expect(inferSchema(['2026-01-05T09:30:00Z', 'Mon, 05 Jan 2026 09:30:00 -0000'])).toEqual({ type: 'string' });
    expect(inferSchema(['open', 'open', 'closed'])).toEqual({ type: 'string' });
  });

  it('infers array items from every element of every sample', () => {
    expect(inferSchema([[1], [2, 3.5], []])).toEqual({ type: 'array', items: { type: 'number' } });
  });
});
