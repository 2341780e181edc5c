/**
 * The reference installation's documents (v1, v2 and v2's OAS 3.0 / 3.1 renderings)
 * through the normaliser and the validator emitter: the output compiles strictly, is
 * prettier-clean as written, is deterministic, and checks a real job.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/normalise/index.js';
import { generate, load, typeErrors, unformatted, type Guard, type Validate } from './harness.js';

const docs = join(process.cwd(), 'fixtures', 'installation', 'docs');
const read = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(docs, name), 'utf8')) as Record<string, unknown>;

const GOLDEN = new Set(['v1.json', 'v2.json']);

describe('validators for the reference installation', () => {
  for (const name of ['v1.json', 'v2.json', 'v2.oas30.json', 'v2.oas31.json']) {
    it(`${name}: compiles strictly (v1, v2: in the goldens), prettier-clean, deterministic, no diagnostics`, async () => {
      const output = generate(normalise({ document: read(name) }));
      expect(output.diagnostics).toEqual([]);
      // v1 and v2 are compiled by the goldens (test/golden, every target, all of strictest).
      if (!GOLDEN.has(name)) expect(typeErrors(output.files)).toEqual([]);
      expect(await unformatted(output.files)).toEqual([]);
      const again = generate(normalise({ document: read(name) }));
      expect(again.files).toEqual(output.files);
    });
  }

  it('v2: a job as the installation sends it passes; drift is named precisely', async () => {
    const module = await load(generate(normalise({ document: read('v2.json') })).files);
    const isJob = module.isJob as Guard;
    const validateJob = module.validateJob as Validate;
    const job = {
      id: 4711,
      name: 'render-frame-0042',
      state: 'running',
      owner: 17,
      submitted: '2026-11-21T09:42:00Z',
      parameters: { frames: 100 },
    };
    expect(validateJob(job)).toEqual({ ok: true, value: job });
    expect(isJob(job)).toBe(true);
    const drifted = validateJob({ ...job, state: 'paused', id: '4711' });
    expect(drifted.ok ? [] : drifted.errors.map((e) => `${e.path} ${e.rule}`)).toEqual([
      '/id type',
      '/state enum',
    ]);
  });
});
