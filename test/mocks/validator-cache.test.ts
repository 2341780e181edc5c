import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { compileAllValidators } from '../../src/mock/validators.js';
import { jobModel } from './job-model.js';

/**
 * specforge mock's compiled validators are kept between runs (src/mock/validator-cache.ts):
 * the first start writes one entry, the next imports it as it is; an unwritable cache
 * directory still gives working validators.
 */
const saved = process.env.SPECFORGE_CACHE_DIR;
const dirs: string[] = [];
afterEach(() => {
  process.env.SPECFORGE_CACHE_DIR = saved;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('writes one cache entry per document and reuses it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sf-cache-'));
  dirs.push(root);
  process.env.SPECFORGE_CACHE_DIR = root;
  const first = await compileAllValidators(jobModel);
  const entries = readdirSync(join(root, 'mock-validators'));
  expect(entries).toHaveLength(1); // no staging directory left behind
  const entry = join(root, 'mock-validators', entries[0] as string, 'validators.js');
  const written = statSync(entry).mtimeMs;
  const second = await compileAllValidators(jobModel);
  expect(statSync(entry).mtimeMs).toBe(written);
  expect(readdirSync(join(root, 'mock-validators'))).toEqual(entries);
  for (const validators of [first, second])
    expect(validators.schemas.Job?.({ id: 'x' })).toMatchObject({ ok: false });
});

it('works without a writable cache', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sf-cache-'));
  dirs.push(root);
  writeFileSync(join(root, 'a-file'), '');
  process.env.SPECFORGE_CACHE_DIR = join(root, 'a-file', 'cache'); // ENOTDIR
  const validators = await compileAllValidators(jobModel);
  expect(validators.operations.get_job_list?.result?.({ status: 'success', result: [] })).toEqual({
    ok: true,
    value: { status: 'success', result: [] },
  });
});

it('compiles twice at once in one process, and again after esbuild was stopped', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sf-cache-'));
  dirs.push(root);
  process.env.SPECFORGE_CACHE_DIR = root;
  const [first, second] = await Promise.all([
    compileAllValidators(jobModel),
    compileAllValidators(jobModel),
  ]);
  for (const validators of [first, second])
    expect(validators.schemas.Job?.({ id: 'x' })).toMatchObject({ ok: false });
  // And again after the service was stopped: a later compilation starts it anew.
  process.env.SPECFORGE_CACHE_DIR = mkdtempSync(join(root, 'later-'));
  expect((await compileAllValidators(jobModel)).schemas.Job).toBeTypeOf('function');
});
