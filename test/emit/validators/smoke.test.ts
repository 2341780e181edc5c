import { describe, expect, it } from 'vitest';
import { generate, load, typeErrors, unformatted } from './harness.js';
import { jobModel, validJob } from './job-model.js';

describe('smoke', () => {
  it('generates', async () => {
    const out = generate(jobModel());
    const v = out.files.find((f) => f.path === 'validators.ts');
    console.log(v?.contents);
    console.log(typeErrors(out.files));
    console.log(await unformatted(out.files));
    const mod = await load(out.files);
    const validateJob = mod.validateJob as (v: unknown) => unknown;
    console.log(JSON.stringify(validateJob(validJob())).slice(0, 200));
    console.log(JSON.stringify(validateJob({ ...validJob(), state: 'x', name: '', cost: 0.001, tags: ['a', 'a'] }), null, 1));
    expect(1).toBe(1);
  });
});
