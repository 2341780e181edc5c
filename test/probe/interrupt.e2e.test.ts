import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningInstallation,
  seedUsers,
  startInstallation,
} from '../../fixtures/installation/server.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Ctrl-C as a user presses it: the CLI is spawned with `--allow-writes`, slowed down by
 * `--rate`, and sent SIGINT as soon as the installation holds a record the probe created.
 * The record is still deleted, the report file exists and says it was interrupted, and
 * the exit code is 130.
 */
describe('probe: Ctrl-C', () => {
  let running: RunningInstallation;
  beforeAll(async () => {
    running = await startInstallation();
  });
  afterAll(async () => running?.close());

  it('cleans up, writes the report so far marked interrupted, exits 130', async () => {
    const jobsBefore = running.state.jobs.length;
    const bucketsBefore = running.state.buckets.length;
    const file = join(await mkdtemp(join(tmpdir(), 'probe-int-')), 'report.json');
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'bin', 'specforge.js'),
        'probe',
        running.baseUrl,
        '--allow-writes',
        '--rate',
        '20',
        '--format',
        'json',
        '-o',
        file,
      ],
      {
        env: {
          ...process.env,
          CI: 'true',
          SPECFORGE_USERNAME: seedUsers.user.username,
          SPECFORGE_PASSWORD: seedUsers.user.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const created = () =>
      running.state.jobs.length > jobsBefore || running.state.buckets.length > bucketsBefore;
    for (let waited = 0; !created() && waited < 30_000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    expect(created()).toBe(true);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/interrupted: cleaning up and writing the report so far/);
    const report = JSON.parse(await readFile(file, 'utf8')) as {
      incomplete?: string;
      writes?: { leftBehind: unknown[] };
    };
    expect(report.incomplete).toBe('interrupted');
    expect(report.writes?.leftBehind).toEqual([]);
    expect([running.state.jobs.length, running.state.buckets.length]).toEqual([
      jobsBefore,
      bucketsBefore,
    ]);
  }, 60_000);
});
