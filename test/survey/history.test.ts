import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, nextSurveyLock, sinceOf } from '../../src/survey/history.js';
import type { SurveyRow } from '../../src/survey/types.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { closedPort } from './servers.js';

const row = (name: string, version: string | null, sha256: string | null): SurveyRow => ({
  name,
  baseUrl: 'https://h.example/?token=s3cret',
  status: version === null ? 'unreachable' : 'compatible',
  version,
  sha256,
  counts: null,
  findings: [],
  error: null,
  group: null,
});

describe('the survey lockfile', () => {
  it('compares versions part by part, numerically', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.4.2', '2.0.0')).toBe(-1);
  });

  it('says upgraded, downgraded, changed (same version) and unchanged', () => {
    const seen = {
      baseUrl: 'x',
      sha256: 'a',
      version: '2.0.0',
      seenAt: '2026-11-20T10:00:00.000Z',
    };
    const now = '2026-11-28T07:00:00.000Z';
    expect(sinceOf(row('acme', '1.4.2', 'b'), seen, now)).toMatchObject({
      change: 'downgraded',
      message: 'acme downgraded 2.0.0 → 1.4.2 between 2026-11-20 and 2026-11-28',
    });
    expect(sinceOf(row('acme', '2.0.0', 'b'), seen, now)?.change).toBe('changed');
    expect(sinceOf(row('acme', '2.0.0', 'a'), seen, now)?.change).toBe('unchanged');
    expect(sinceOf(row('acme', '2.0.0', 'a'), undefined, now)?.change).toBe('new');
    expect(sinceOf(row('acme', null, null), seen, now)).toBeUndefined();
  });

  it('keeps the last sighting of an installation unreachable now, and redacts query credentials', () => {
    const previous = {
      specforgeSurvey: 1 as const,
      installations: { down: { baseUrl: 'x', sha256: 'a', version: '1.0', seenAt: 't0' } },
    };
    const lock = nextSurveyLock(previous, [row('down', null, null), row('up', '2.0.0', 'b')], 't1');
    expect(lock.installations.down).toEqual(previous.installations.down);
    expect(lock.installations.up).toEqual({
      baseUrl: 'https://h.example/?token=REDACTED',
      sha256: 'b',
      version: '2.0.0',
      seenAt: 't1',
    });
  });
});

describe('the installations as a config section', () => {
  it('surveys the config\'s "survey" list when no file is given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-survey-config-'));
    const down = await closedPort();
    writeFileSync(
      join(dir, 'specforge.config.json'),
      JSON.stringify({ survey: { installations: [{ name: 'down', baseUrl: down }] } }),
    );
    const result = await runCli(
      ['survey', '--against', join(repoRoot, 'fixtures/installation/docs/v1.json'), '--json'],
      { cwd: dir },
    );
    expect(result.code, result.stderr).toBe(0);
    const rows = (JSON.parse(result.stdout) as { installations: SurveyRow[] }).installations;
    expect(rows.map((r) => [r.name, r.status, r.error?.cause])).toEqual([
      ['down', 'unreachable', 'refused'],
    ]);
  });
});
