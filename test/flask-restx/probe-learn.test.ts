import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { corpusDir, readDocument, readExchanges } from '../../fixtures/flask-restx/exchanges.js';
import { type Replay, startReplay } from '../../fixtures/flask-restx/replay.js';
import { runCli } from '../helpers/cli.js';

/**
 * `probe --allow-writes` on the recorded Flask-RESTX app (npm run record:flask-restx): the
 * job submit parser's required arguments are learned from the framework's own 400 answers
 * to `{}`, then `{name}`, and written onto the payload schema; `generate --overlay` applies
 * them. `/job` has no DELETE, so only `--allow-writes=create` submits, and lists the job.
 */
const open: Replay[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((replay) => replay.close()));
});
const users = join(corpusDir, 'users.json');

async function probeOn(recording: string, version: 1 | 2, extra: string[]) {
  const replay = await startReplay({
    exchanges: readExchanges(recording),
    document: readDocument(version),
    port: 0,
  });
  open.push(replay);
  const args = ['probe', replay.url, '--user-file', users, '--concurrency', '1', '--seed', '1'];
  const result = await runCli([...args, ...extra]);
  expect(replay.misses).toEqual([]);
  expect([0, 1]).toContain(result.code);
  return result;
}

interface Learned {
  path: string;
  required: string[];
  sent: { body: unknown; status: number; refused?: string }[];
}

describe('probe --allow-writes=create on the recorded v2', () => {
  it('learns name and queue from the 400 answers, and the overlay makes generate require them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-probe-learn-'));
    const overlay = join(dir, 'fixes.yaml');
    const extra = ['--allow-writes=create', '--json', '--write-overlay', overlay];
    const { stdout } = await probeOn('probe-writes-v2', 2, extra);
    const report = JSON.parse(stdout) as {
      writes: { learned: Learned[]; leftBehind: Record<string, unknown>[] };
    };
    const [learned] = report.writes.learned;
    expect(learned).toMatchObject({ path: '/job', required: ['name', 'queue'] });
    expect(learned?.sent.map((s) => [Object.keys(s.body as object), s.status])).toEqual([
      [[], 400],
      [['name'], 400],
      [['name', 'queue'], 201],
    ]);
    expect(learned?.sent[0]?.refused).toBe('Missing required parameter in the JSON body');
    expect(report.writes.leftBehind).toEqual([
      expect.objectContaining({ method: 'POST', collection: '/job', id: expect.any(String) }),
    ]);
    // The same overlay as the recording's (what diff.test.ts's "breaking" stands on).
    expect(readFileSync(overlay, 'utf8')).toBe(
      readFileSync(join(corpusDir, 'probe-overlay.v2.yaml'), 'utf8'),
    );
    const out = join(dir, 'api');
    const v2 = join(corpusDir, 'v2.swagger.json');
    const generated = await runCli([
      'generate',
      v2,
      '-o',
      out,
      '--targets',
      'types',
      '--overlay',
      overlay,
    ]);
    expect(generated.code).toBe(0);
    const types = readFileSync(join(out, 'types.ts'), 'utf8');
    const payload = /export interface \w*Payload\w* \{[^}]*\}/.exec(types)?.[0] ?? types;
    expect(payload).toMatch(/\n\s+name: string;/);
    expect(payload).toMatch(/\n\s+queue: string;/);
    expect(payload).toMatch(/\n\s+priority\?: /);
  });

  it('says in the text report what it sent, what it learned and what it left behind', async () => {
    const { stdout } = await probeOn('probe-writes-v2', 2, ['--allow-writes=create']);
    expect(stdout).toContain('learned POST /job: required [name, queue]');
    expect(stdout).toContain('sent {} → 400 (Missing required parameter in the JSON body)');
    expect(stdout).toMatch(/LEFT BEHIND POST \/job id \d+ /);
  });
});

describe('probe --allow-writes (no value) on the recorded v1', () => {
  it('submits no job where no DELETE exists: the read-only recording answers every call', async () => {
    const { stdout } = await probeOn('probe-read', 1, ['--allow-writes', '--json']);
    const report = JSON.parse(stdout) as {
      writes: { learned?: unknown; leftBehind: unknown[] };
      operations: { method: string; path: string; skipped?: string }[];
    };
    expect(report.writes.leftBehind).toEqual([]);
    expect(report.writes.learned).toBeUndefined();
    const submit = report.operations.find((op) => op.method === 'POST' && op.path === '/job');
    expect(submit?.skipped).toMatch(/^no DELETE \/job\/\{…\}/);
  });
});
