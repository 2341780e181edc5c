import { describe, expect, it } from 'vitest';
import { loadOptionsFromArgs, sourceFromArgs } from '../../src/cli/source-flags.js';

describe('loadOptionsFromArgs', () => {
  it('leaves flags the user did not give undefined, so a config file can supply them', () => {
    expect(loadOptionsFromArgs({})).toEqual({
      timeoutMs: undefined,
      headers: undefined,
      insecure: undefined,
      retries: undefined,
      maxBytes: undefined,
    });
  });

  it('maps the flags that were given', () => {
    const args = {
      timeout: 500,
      header: ['Token: t'],
      insecure: true,
      retries: 0,
      'max-size': 1000,
    };
    expect(loadOptionsFromArgs(args)).toEqual({
      timeoutMs: 500,
      headers: { Token: 't' },
      insecure: true,
      retries: 0,
      maxBytes: 1000,
    });
  });

  it('refuses nonsense values with a usage error', () => {
    expect(() => loadOptionsFromArgs({ timeout: 0 })).toThrow(
      /--timeout must be a positive number/,
    );
    expect(() => loadOptionsFromArgs({ retries: 1.5 })).toThrow(/--retries must be a whole number/);
    expect(() => loadOptionsFromArgs({ timeout: Number.NaN })).toThrow(/--timeout/);
  });
});

describe('sourceFromArgs', () => {
  it("reads the empty value yargs makes of a lone '-' as stdin", () => {
    expect(sourceFromArgs('')).toBe('-');
    expect(sourceFromArgs(true)).toBe('-');
    expect(sourceFromArgs('doc.json')).toBe('doc.json');
  });
});
