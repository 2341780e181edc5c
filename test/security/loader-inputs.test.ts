import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, startServer, type TestServer } from '../helpers/servers.js';
import { repoRoot, runCli } from '../helpers/cli.js';

/**
 * Audit items 5 (passwords in source URLs written to locks and printed), 6 (a FIFO or
 * device source ignored --max-size) and 17 (a --header value echoed in an error; a
 * redirect to a data: URL followed).
 */
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-in-'));
let server: TestServer;

beforeAll(async () => {
  server = await startServer(
    at('/to-data/api/swagger.json', (_request, response) => {
      response.writeHead(302, { location: 'data:application/json,{"swagger":"2.0"}' });
      response.end();
    }),
  );
});
afterAll(() => server.close());

describe('credentials in source URLs (audit item 5)', () => {
  it('refuses user:password@ in a source URL, without printing the password, and writes nothing', async () => {
    const result = await runCli(['fetch', `http://admin:hunter2@127.0.0.1:1/api/swagger.json`, '-o', join(dir, 'doc.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/user name or password/);
    expect(result.stderr).toMatch(/--header 'Authorization: Basic/);
    expect(result.stderr).not.toContain('hunter2');
    expect(readdirSync(dir)).not.toContain('doc.json');
  });

  it('never prints the password of a URL that does not parse', async () => {
    const result = await runCli(['validate', 'http://admin:hunter2@[bad/api/swagger.json']);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('hunter2');
  });
});

describe('non-regular file sources (audit item 6)', () => {
  it('stops reading /dev/zero at --max-size', async () => {
    const result = await runCli(['validate', '/dev/zero', '--max-size', '1048576']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/larger than|too large|exceeds/i);
  });

  it('reads a FIFO as a stream, bounded too', async () => {
    const fifo = join(dir, 'doc.fifo');
    execFileSync('mkfifo', [fifo]);
    const writer = import('node:fs').then(({ createWriteStream }) => {
      const stream = createWriteStream(fifo);
      stream.end(readFileSync(v2));
    });
    const result = await runCli(['validate', fifo]);
    await writer;
    expect(result.stderr).not.toMatch(/internal error/i);
    expect(result.code).toBe(0);
  });
});

describe('headers and redirects (audit item 17)', () => {
  it('a --header value with a newline is refused without echoing it', async () => {
    const result = await runCli(['validate', v2, '--header', 'Token: s3cr3t\nX-Evil: 1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--header Token: the value contains a line break/);
    expect(result.stderr).not.toContain('s3cr3t');
  });

  it('a malformed --header is not echoed either', async () => {
    const result = await runCli(['validate', v2, '--header', 's3cr3t-token-without-name']);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('s3cr3t');
  });

  it('a redirect to a data: URL is not followed', async () => {
    const result = await runCli(['validate', `${server.url}/to-data`, '--retries', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/redirects to a data: URL; only http\(s\) redirects are followed/);
  });
});
