/**
 * `"validators": { "mode": … }` in specforge.config.json, through the CLI: the generated
 * validators' default mode (a call's own `mode` still wins), and `check` regenerating
 * with the same setting.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import {
  load,
  typeErrors,
  unformatted,
  type Guard,
  type Validate,
} from '../emit/validators/harness.js';

const v2 = join(repoRoot, 'fixtures', 'installation', 'docs', 'v2.json');
/** Valid only leniently: a decimal and an integer sent as strings (Flask-RESTX habits). */
const job = { id: 7, name: 'render', state: 'queued', cost: '12.50', priority: '3' };
const envelope = { status: 'success', result: [job] };

type Mode = 'strict' | 'lenient' | undefined;

function configFile(mode: Mode): string {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-mode-'));
  const config = join(dir, 'specforge.config.json');
  writeFileSync(config, JSON.stringify(mode === undefined ? {} : { validators: { mode } }));
  return config;
}

async function generated(mode: Mode): Promise<{ out: string; api: Record<string, unknown> }> {
  const out = mkdtempSync(join(tmpdir(), 'specforge-mode-out-'));
  const args = ['generate', v2, '-o', out, '--targets', 'validators', '--config', configFile(mode)];
  const result = await runCli(args);
  expect(result.code, result.stderr).toBe(0);
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path, contents: readFileSync(join(out, path), 'utf8') }));
  if (mode === 'lenient') {
    // Every generated call names the mode: still strict-clean and prettier-clean.
    expect(files.find((f) => f.path === 'validators.ts')?.contents).toContain("'lenient')");
    expect(typeErrors(files)).toEqual([]);
    expect(await unformatted(files)).toEqual([]);
  }
  return { out, api: await load(files) };
}

describe('validators.mode', () => {
  it.each([
    [undefined, false],
    ['strict', false],
    ['lenient', true],
  ] as const)(
    'mode %s: the generated validators accept lenient data: %s',
    async (mode, accepts) => {
      const { api } = await generated(mode);
      const validateJob = api.validateJob as Validate;
      const isJob = api.isJob as Guard;
      const table = api.operationValidators as Record<string, { result: Validate }>;
      expect(validateJob(job).ok).toBe(accepts);
      expect(validateJob(job, { allErrors: false }).ok).toBe(accepts);
      expect(table.get_job_list?.result(envelope).ok).toBe(accepts);
      // A type guard cannot convert, so it never accepts what lenient mode would convert
      // (docs/validators.md, "Lenient mode").
      expect(isJob(job)).toBe(false);
      expect(isJob(job, { mode: 'lenient' })).toBe(false);
      // A call that names its mode gets it, whatever the default.
      expect(validateJob(job, { mode: 'strict' }).ok).toBe(false);
      expect(validateJob(job, { mode: 'lenient' }).ok).toBe(true);
      // A single result (a list of one, or the bare item) is converted too: cost and priority
      // arrive as numbers.
      const converted = expect.objectContaining({ cost: 12.5, priority: 3 }) as unknown;
      const single = (result: unknown) =>
        table.get_job_resource?.result({ status: 'success', result }, { mode: 'lenient' });
      expect(single([job])).toMatchObject({ ok: true, value: { result: [converted] } });
      expect(single(job)).toMatchObject({ ok: true, value: { result: converted } });
      expect(table.get_job_list?.result(envelope, { mode: 'lenient' }).ok).toBe(true);
      if (!accepts)
        expect(validateJob(job)).toMatchObject({
          errors: [{ path: '/cost' }, { path: '/priority' }],
        });
    },
    60_000,
  );

  it('check regenerates with the configured mode: up to date with it, stale without', async () => {
    const { out } = await generated('lenient');
    const same = await runCli(['check', v2, '-o', out, '--config', configFile('lenient')]);
    expect(same.code, same.stderr + same.stdout).toBe(0);
    const other = await runCli(['check', v2, '-o', out, '--config', configFile('strict')]);
    expect(other.code).toBe(1);
  }, 60_000);
});
