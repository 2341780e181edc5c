/**
 * `generate --targets types,zod`, the path users run: the contract's file and names
 * (`zod.ts`, `JobSchema`, zod imported as a peer), the strict type check of `--verify`, and
 * the written schemas judging a job as the validators would.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { loadZod, type ZodLike } from '../emit/zod/harness.js';

const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');

function written(dir: string): { path: string; contents: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path, contents: readFileSync(join(dir, path), 'utf8') }));
}

describe('specforge generate --targets types,zod', () => {
  it('writes zod.ts with a <Name>Schema per schema, type-checked strictly', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'specforge-zod-')), 'api');
    const result = await runCli(['generate', v2, '-o', out, '--targets', 'types,zod', '--verify']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/\(types, zod\): 71 operations/);
    expect(result.stderr).toMatch(/\nverified: \d+ \.ts files .*: no type errors\n/);
    const zod = readFileSync(join(out, 'zod.ts'), 'utf8');
    expect(zod).toContain("import { z } from 'zod';");
    expect(zod).toMatch(/^export const JobSchema = /m);
    expect(zod).toMatch(/^export const JobListResultSchema = /m);
    const lock = JSON.parse(readFileSync(join(out, 'specforge.lock.json'), 'utf8'));
    expect(lock.targets).toEqual(['types', 'zod']);

    const module = await loadZod(written(out));
    const job = module['JobSchema'] as ZodLike;
    const valid = { id: 7, name: 'render', state: 'queued', submitted: '2026-01-02T03:04:05Z' };
    expect(job.safeParse(valid).success).toBe(true);
    expect(job.safeParse({ ...valid, state: 'lost' }).success).toBe(false);
    expect(job.safeParse({ ...valid, submitted: 'yesterday' }).success).toBe(false);
    expect(job.safeParse({ ...valid, id: 7.5 }).success).toBe(false);
  }, 120_000);
});
