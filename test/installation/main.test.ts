/** `npm run installation` as a user starts it: prints its base URL and users, stops on SIGTERM. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

describe('installation main', () => {
  it('serves the chosen version until SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'dist/fixtures/installation/main.js'), '--port', '0', '--version', 'v1'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    const baseUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const found = /at (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
        if (found && stdout.includes('root@example.com')) resolve(found[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const document = (await (await fetch(`${baseUrl}/api/swagger.json`)).json()) as {
      info: { version: string };
    };
    expect(document.info.version).toBe('1.4.2');
    expect(stdout).toContain('bob@acme.example');
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('refuses an unknown version with exit code 2', async () => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'dist/fixtures/installation/main.js'), '--version', 'v9'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    expect(stderr).toContain('--version must be one of v1, v2, v2-oas30, v2-oas31');
  });
});
