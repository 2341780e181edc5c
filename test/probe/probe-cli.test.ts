import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningInstallation,
  seedUsers,
  startInstallation,
} from '../../fixtures/installation/server.js';
import { runCli } from '../helpers/cli.js';

/** `specforge probe` as a user runs it: credentials from the environment, exit codes, --json. */
describe('specforge probe (CLI)', () => {
  let drifting: RunningInstallation;
  const env = {
    SPECFORGE_USERNAME: seedUsers.user.username,
    SPECFORGE_PASSWORD: seedUsers.user.password,
  };

  beforeAll(async () => {
    drifting = await startInstallation({ drift: true });
  });
  afterAll(async () => drifting?.close());

  it('exits 1 on an error finding, reports JSON, and never prints the password', async () => {
    const result = await runCli(['probe', drifting.baseUrl, '--json'], { env });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { users: unknown[]; summary: { error: number } };
    expect(report.users).toEqual([{ username: seedUsers.user.username, access: 'user' }]);
    expect(report.summary.error).toBeGreaterThan(0);
    expect(result.stdout + result.stderr).not.toContain(seedUsers.user.password);
  }, 30_000);

  it('exits 0 with --fail-on none and writes the markdown report to -o', async () => {
    const { mkdtemp, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(await mkdtemp(join(tmpdir(), 'probe-cli-')), 'report.md');
    const result = await runCli(
      ['probe', drifting.baseUrl, '--format', 'markdown', '--fail-on', 'none', '-o', file],
      { env },
    );
    expect(result.code).toBe(0);
    expect(await readFile(file, 'utf8')).toMatch(
      /\| error \(security\) \| access-not-enforced \| `GET \/admin\/project` \|/,
    );
  }, 30_000);

  it('without credentials: one line and exit 2', async () => {
    const result = await runCli(['probe', drifting.baseUrl], {
      env: { SPECFORGE_USERNAME: '', SPECFORGE_PASSWORD: '' },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^specforge: no credentials: set SPECFORGE_USERNAME and SPECFORGE_PASSWORD/,
    );
  });

  it("a refused login: one line with the service's own message, exit 2", async () => {
    const result = await runCli(['probe', drifting.baseUrl], {
      env: { SPECFORGE_USERNAME: seedUsers.user.username, SPECFORGE_PASSWORD: 'not-the-password' },
    });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      `specforge: login as ${seedUsers.user.username} failed at POST (HTTP 401): Wrong username or password`,
    );
    expect(result.stderr).not.toContain('not-the-password');
  }, 30_000);

  it('takes credentials from the config file when the environment has none', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'probe-config-'));
    const credentials = { username: seedUsers.user.username, password: seedUsers.user.password };
    await writeFile(join(dir, 'specforge.config.json'), JSON.stringify({ credentials }));
    const result = await runCli(['probe', drifting.baseUrl, '--json', '--fail-on', 'none'], {
      cwd: dir,
      env: { SPECFORGE_USERNAME: '', SPECFORGE_PASSWORD: '' },
    });
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { users: unknown[] }).users).toEqual([
      { username: seedUsers.user.username, access: 'user' },
    ]);
  }, 30_000);

  it('refuses a file source: the probe needs the installation', async () => {
    const result = await runCli(['probe', 'fixtures/installation/docs/v2.json'], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/probe needs the installation's URL/);
  });

  it('--allow-writes before the source still leaves the source the source', async () => {
    const file = 'fixtures/installation/docs/v2.json';
    const result = await runCli(['probe', '--allow-writes', file], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/probe needs the installation's URL, not a file/);
  });

  it('refuses --allow-writes with a value other than create: one line and exit 2', async () => {
    const result = await runCli(['probe', drifting.baseUrl, '--allow-writes=all'], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--allow-writes takes no value or =create, got "all"/);
  });
});
