import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { generate, load, type Validate } from '../emit/validators/harness.js';

/** What probe's overlay writes for a Flask-RESTX `fields.Fixed`: a decimal string. */
const document = {
  swagger: '2.0',
  info: { title: 't', version: '1' },
  basePath: '/api',
  paths: {},
  definitions: {
    Cost: {
      type: 'object',
      required: ['cost'],
      properties: {
        cost: { type: 'string', format: 'decimal', pattern: '^-?\\d+(\\.\\d+)?$' },
        bare: { type: 'string', format: 'decimal' },
      },
    },
  },
};

describe('format: decimal on a string', () => {
  it('is a known format: typed string, checked, no format-unchecked diagnostic', async () => {
    const output = generate(normalise({ document }));
    expect(output.diagnostics.map((d) => d.code)).not.toContain('format-unchecked');
    const types = output.files.find((f) => f.path === 'types.ts')?.contents ?? '';
    expect(types).toMatch(/cost: string;/);
    const module = await load(output.files);
    const validate = module.validateCost as Validate;
    expect(validate({ cost: '3.00' }).ok).toBe(true);
    expect(validate({ cost: '-12' }).ok).toBe(true);
    // Without a pattern the format alone refuses what is no decimal.
    expect(validate({ cost: '1', bare: '3.00' }).ok).toBe(true);
    for (const bare of ['3.', '1e3', 'abc', ' 1'])
      expect(validate({ cost: '1', bare }), bare).toMatchObject({
        ok: false,
        errors: [{ path: '/bare', rule: 'format', expected: 'decimal' }],
      });
    expect(validate({ cost: 3 }).ok).toBe(false);
  });
});
