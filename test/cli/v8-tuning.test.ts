import { describe, expect, it } from 'vitest';
import { isLongRun } from '../../src/cli/v8-tuning.js';

// Which generate runs turn the optimising compiler back on (bench/README.md §1, issue 31).
describe('isLongRun', () => {
  it('is a run from 10 000 operations whose targets include more than types and client', () => {
    expect(isLongRun(20_000, undefined)).toBe(true);
    expect(isLongRun(20_000, ['types', 'client', 'validators'])).toBe(true);
    expect(isLongRun(10_000, ['mocks'])).toBe(true);
  });

  it('is never types and client alone, nor a smaller model', () => {
    expect(isLongRun(20_000, ['types', 'client'])).toBe(false);
    expect(isLongRun(20_000, ['types'])).toBe(false);
    expect(isLongRun(9_999, undefined)).toBe(false);
  });
});
