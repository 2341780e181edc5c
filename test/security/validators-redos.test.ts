/**
 * #19 item 8: a pattern that can backtrack catastrophically must not hang a generated
 * validator (nor the mock, which checks requests with the same validators) on one value.
 * Without the guard the hostile values below take minutes (2^50000 steps for the first);
 * with it they are refused at once, and vitest's timeout is what would catch a regression.
 */
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { generate, load, type Guard, type Validate } from '../emit/validators/harness.js';

const PATTERNS = {
  Exponential: '^(a+)+$',
  Nested: '^(\\w+\\s?)*$',
  Polynomial: '^[^@]+@[^@]+\\.[^@]+$',
};

const document = {
  openapi: '3.0.3',
  info: { title: 'redos', version: '1' },
  paths: {},
  components: {
    schemas: Object.fromEntries(
      Object.entries(PATTERNS).map(([name, pattern]) => [name, { type: 'string', pattern }]),
    ),
  },
};

describe('unsafe patterns (ReDoS)', () => {
  const model = normalise({ document });

  it('are found at generation, each a warning that names the limit', () => {
    const unsafe = model.diagnostics.filter((d) => d.code === 'pattern-unsafe');
    expect(unsafe.map((d) => [d.severity, d.pointer])).toEqual([
      ['warning', '#/components/schemas/Exponential/pattern'],
      ['warning', '#/components/schemas/Nested/pattern'],
      ['warning', '#/components/schemas/Polynomial/pattern'],
    ]);
    expect(unsafe[0]?.message).toContain('refuse strings longer than 20 characters');
  });

  it('cannot hang the generated validator on a hostile value, and still check short ones', async () => {
    const files = generate(model).files;
    const module = await load(files);
    const is = (name: string): Guard => module[`is${name}`] as Guard;
    const validate = module.validateExponential as Validate;
    expect(is('Exponential')(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(validate(`${'a'.repeat(50_000)}!`)).toMatchObject({
      ok: false,
      errors: [{ rule: 'pattern' }],
    });
    expect(is('Nested')(`${'ab '.repeat(20_000)}!`)).toBe(false);
    expect(is('Polynomial')(`${'@'.repeat(200_000)}`)).toBe(false);
    expect([is('Exponential')('aaaa'), is('Exponential')('aab')]).toEqual([true, false]);
    expect([is('Polynomial')('ops@example.com'), is('Polynomial')('nope')]).toEqual([true, false]);
  }, 10_000);

  it('leaves safe patterns untouched (no limit)', () => {
    const safe = normalise({
      document: {
        ...document,
        components: { schemas: { Job: { type: 'string', pattern: '^job\\-[0-9]+$' } } },
      },
    });
    expect(safe.diagnostics.filter((d) => d.code === 'pattern-unsafe')).toEqual([]);
    const job = safe.schemas[0]?.schema;
    expect(job?.kind === 'string' && job.patternLimit).toBe(undefined);
  });
});
