import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './cli.js';

/** `specforge mock` as a user starts it, and the login exchange a client makes. */

export interface StartedMock {
  child: ChildProcess;
  stdout: string;
  /** What it has printed on stderr so far (warnings). */
  stderr: string;
}

/** Starts `specforge mock <document>` on a free port; resolves once it has printed `lines` lines. */
export function startMock(document: string, args: string[], lines = 4): Promise<StartedMock> {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'bin/specforge.js'), 'mock', document, '--port', '0', ...args],
    {
      env: { ...process.env, CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.split('\n').length > lines)
        resolve({
          child,
          stdout,
          get stderr() {
            return stderr;
          },
        });
    });
    child.on('exit', (code) => reject(new Error(`mock exited with ${code}: ${stderr}`)));
  });
}

/** The login exchange (`GET` then `POST <base>/auth`): the two headers of later calls. */
export async function login(
  baseUrl: string,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const start = (await (await fetch(`${baseUrl}/auth`)).json()) as {
    result: [{ session: string; nonce: number }];
  };
  const { session, nonce } = start.result[0];
  const finish = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, nonce, username, password }),
  });
  const body = (await finish.json()) as { result: [{ token: string }] };
  return { Session: session, Token: body.result[0].token };
}
