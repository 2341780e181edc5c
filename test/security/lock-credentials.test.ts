/**
 * #29 item 13. A credential in a source URL's query (`?token=...`) was written into the
 * lock, which is committed and shared: it is now recorded as `REDACTED` (the request
 * still sends it). A forged lock listing a user's file let `generate` delete that file
 * without `--force`: each listed file must still hash to the lock's sha256, else it is
 * the user's and `generate` refuses (exit 2), keeping it.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, startServer, type TestServer } from '../helpers/servers.js';
import { repoRoot, runCli } from '../helpers/cli.js';

const v2 = readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'));
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-lock-'));
let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    at('/spec.json?token=s3cret-token&api_key=s3cret-key&v=2', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(v2);
    }),
  );
});
afterAll(() => server.close());

describe('query credentials in a source URL (#29 item 13)', () => {
  it('fetch and generate record them as REDACTED, and the request still carries them', async () => {
    const url = `${server.url}/spec.json?token=s3cret-token&api_key=s3cret-key&v=2`;
    const fetched = await runCli(['fetch', url, '-o', join(dir, 'doc.json')]);
    expect(fetched.code).toBe(0);
    const out = join(dir, 'out-url');
    const generated = await runCli(['generate', url, '-o', out, '--targets', 'types']);
    expect(generated.code).toBe(0);
    for (const lock of [join(dir, 'doc.lock.json'), join(out, 'specforge.lock.json')]) {
      const text = readFileSync(lock, 'utf8');
      expect(text).not.toContain('s3cret');
      expect(text).toContain('token=REDACTED&api_key=REDACTED&v=2');
    }
    expect(
      `${fetched.stdout}${fetched.stderr}${generated.stdout}${generated.stderr}`,
    ).not.toContain('s3cret');
  });
});

describe('a forged lock listing a user file (#29 item 13)', () => {
  it('generate keeps the file and refuses without --force', async () => {
    const out = join(dir, 'out-forged');
    const source = join(dir, 'doc.json');
    expect((await runCli(['generate', source, '-o', out, '--targets', 'types'])).code).toBe(0);
    writeFileSync(join(out, 'notes.md'), 'my own notes\n');
    const lockPath = join(out, 'specforge.lock.json');
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { files: Record<string, string> };
    lock.files['notes.md'] = Object.values(lock.files)[0] ?? '';
    writeFileSync(lockPath, JSON.stringify(lock, null, 2));
    const result = await runCli(['generate', source, '-o', out, '--targets', 'types']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('notes.md');
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe('my own notes\n');
    expect(existsSync(lockPath)).toBe(true);
  });
});
