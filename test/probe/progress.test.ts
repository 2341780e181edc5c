import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningInstallation,
  seedUsers,
  startInstallation,
} from '../../fixtures/installation/server.js';
import { progressBar } from '../../src/cli/progress.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * The probe's progress bar: redrawn in place on a terminal (a real one: `specforge probe`
 * run on a pseudo-terminal through util-linux `script`), absent under CI, --json, --quiet
 * or on a pipe.
 */
function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, write: (text: string) => written.push(text), written };
}

describe('probe progress bar', () => {
  it('redraws one line on a terminal and ends it when done', () => {
    const tty = terminal(true);
    const bar = progressBar(tty, {}, { json: false, quiet: false });
    bar?.update(0, 4);
    bar?.update(2, 4);
    bar?.update(4, 4);
    bar?.end();
    expect(tty.written).toEqual([
      `\r[${'.'.repeat(30)}] 0/4`,
      `\r[${'#'.repeat(15)}${'.'.repeat(15)}] 2/4`,
      `\r[${'#'.repeat(30)}] 4/4\n`,
    ]);
  });

  it('closes the line when the run ends early, so what follows starts on its own line', () => {
    const tty = terminal(true);
    const bar = progressBar(tty, {}, { json: false, quiet: false });
    bar?.update(1, 4);
    bar?.end();
    bar?.end();
    expect(tty.written).toEqual([`\r[${'#'.repeat(8)}${'.'.repeat(22)}] 1/4`, '\n']);
  });

  it('draws nothing under CI, with --json, with --quiet, or when stderr is not a terminal', () => {
    expect(
      progressBar(terminal(true), { CI: 'true' }, { json: false, quiet: false }),
    ).toBeUndefined();
    expect(progressBar(terminal(true), {}, { json: true, quiet: false })).toBeUndefined();
    expect(progressBar(terminal(true), {}, { json: false, quiet: true })).toBeUndefined();
    expect(progressBar(terminal(false), {}, { json: false, quiet: false })).toBeUndefined();
  });
});

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('specforge probe on a terminal', () => {
  let running: RunningInstallation;
  beforeAll(async () => {
    running = await startInstallation();
  });
  afterAll(async () => running?.close());

  /** What the terminal showed; asynchronous, as the installation answers from this process. */
  function onTerminal(args: string, env: Record<string, string>): Promise<string> {
    const { CI: _ci, ...rest } = process.env;
    const command = `node bin/specforge.js probe ${running.baseUrl} --fail-on none ${args}`;
    const credentials = {
      SPECFORGE_USERNAME: seedUsers.user.username,
      SPECFORGE_PASSWORD: seedUsers.user.password,
    };
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: repoRoot,
      env: { ...rest, ...credentials, ...env },
    });
    let shown = '';
    child.stdout.on('data', (chunk) => (shown += chunk));
    return new Promise((resolve) => child.on('close', () => resolve(shown)));
  }

  it('draws the bar to the end, then the report on a line of its own', async () => {
    expect(await onTerminal('', {})).toMatch(/\r\[#{30}\] (\d+)\/\1\r?\nprobe /);
  }, 30_000);

  it('draws no bar under CI or with --json', async () => {
    expect(await onTerminal('', { CI: 'true' })).not.toContain('\r[');
    expect(await onTerminal('--json', {})).not.toContain('\r[');
  }, 30_000);
});
