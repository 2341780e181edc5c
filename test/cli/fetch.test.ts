import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256Canonical } from '../../src/json/canonical.js';
import { specforgeVersion } from '../../src/util/package.js';
import { startInstallation } from '../../fixtures/installation/server.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import * as serve from '../helpers/servers.js';

const v1Path = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v1Text = readFileSync(v1Path, 'utf8');
let dir: string;
const servers: serve.TestServer[] = [];

async function server(handler: serve.Handler): Promise<string> {
  const started = await serve.startServer(handler);
  servers.push(started);
  return started.url;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'specforge-fetch-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('specforge fetch', () => {
  it('writes the document as served and its lock beside it', async () => {
    const url = await server(serve.at('/api/swagger.json', serve.json(v1Text)));
    const out = join(dir, 'saved', 'doc.json');
    const result = await runCli(['fetch', url, '-o', out]);
    expect(result.code).toBe(0);
    const written = readFileSync(out, 'utf8');
    expect(written).toBe(v1Text); // the served bytes
    const lock = JSON.parse(readFileSync(join(dir, 'saved', 'doc.lock.json'), 'utf8')) as unknown;
    expect(lock).toEqual({
      source: url,
      resolved: `${url}/api/swagger.json`,
      sha256: sha256Canonical(JSON.parse(v1Text)),
      infoVersion: '1.4.2',
      format: 'swagger 2.0',
      specforgeVersion,
    });
    expect(readdirSync(join(dir, 'saved')).sort()).toEqual(['doc.json', 'doc.lock.json']);
    expect(result.stderr).toContain('doc.lock.json');
  });

  it('keeps integer-like keys in their served order, with the lock from the canonical form (#28 item 7)', async () => {
    // JSON.parse puts "200" before "409" in the object; the served text has 409 first.
    const served =
      '{"swagger":"2.0","info":{"title":"t","version":"1"},"basePath":"/api","paths":{"/x":{"get":{"responses":{"409":{"description":"conflict"},"200":{"description":"ok"}}}}}}';
    const url = await server(serve.at('/api/swagger.json', serve.json(served)));
    const out = join(dir, 'order.json');
    const result = await runCli(['fetch', url, '-o', out]);
    expect(result.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(served);
    const printed = await runCli(['fetch', url]);
    expect(printed.stdout).toBe(`${served}\n`); // the terminal's line ends it
    const lock = JSON.parse(readFileSync(join(dir, 'order.lock.json'), 'utf8')) as {
      sha256: string;
    };
    expect(lock.sha256).toBe(sha256Canonical(JSON.parse(served)));
  });

  it('prints the document on stdout without -o', async () => {
    const result = await runCli(['fetch', v1Path]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(v1Text));
  });

  it('reads stdin and reports the files with --json', async () => {
    const out = join(dir, 'stdin.json');
    const result = await runCli(['fetch', '-', '-o', out, '--json'], { input: v1Text });
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      lock: { resolved: string };
      files: { lock: string };
    };
    expect(report.lock.resolved).toBe('-');
    expect(report.files.lock).toBe(join(dir, 'stdin.lock.json'));
  });

  it('keeps a YAML document as served when the output is .yaml', async () => {
    const yamlText = "swagger: '2.0'\ninfo:\n  title: t\n  version: '1.0'\npaths: {}\n";
    const source = join(dir, 'in.yml');
    writeFileSync(source, yamlText);
    expect((await runCli(['fetch', source, '-o', join(dir, 'out.yaml')])).code).toBe(0);
    expect(readFileSync(join(dir, 'out.yaml'), 'utf8')).toBe(yamlText);
    expect(JSON.parse(readFileSync(join(dir, 'out.lock.json'), 'utf8'))).toMatchObject({
      infoVersion: '1.0',
    });
  });

  it('sends repeated --header flags', async () => {
    const started = await serve.startServer(serve.json(v1Text));
    servers.push(started);
    const result = await runCli([
      'fetch',
      started.url,
      '--header',
      'Session: s1',
      '--header',
      'Token: t1',
    ]);
    expect(result.code).toBe(0);
    expect(started.requests[0].headers).toMatchObject({ session: 's1', token: 't1' });
  });
});

describe('specforge fetch failures: one line, exit 2, nothing written', () => {
  const cases: [string, () => serve.Handler, string[], RegExp, RegExp?][] = [
    ['HTTP 404', () => serve.failing(99, 404, serve.json(v1Text)), [], /HTTP 404 Not Found$/],
    [
      'HTTP 401',
      () => serve.failing(99, 401, serve.json(v1Text)),
      [],
      /HTTP 401 Unauthorized$/,
      /--header/,
    ],
    [
      'a timeout',
      () => serve.slow(),
      ['--timeout', '300'],
      /no complete answer within 300 ms$/,
      /--timeout/,
    ],
    [
      'an HTML page',
      () => serve.html(),
      [],
      /is an HTML page, not an OpenAPI document$/,
      /api\/swagger\.json/,
    ],
    [
      'invalid JSON',
      () => serve.json('{"swagger": "2.0",\n  "info": }'),
      [],
      /invalid JSON at line 2, column 11/,
    ],
    [
      'not OpenAPI',
      () => serve.json({ kind: 'List' }),
      [],
      /is not an OpenAPI or Swagger document/,
    ],
    [
      'a redirect loop',
      () => serve.redirect((p) => (p === '/x.json' ? '/y.json' : '/x.json')),
      [],
      /^specforge: redirect loop: /,
    ],
    [
      'a truncated body',
      () => serve.truncated(v1Text.slice(0, 99)),
      ['--retries', '0'],
      /connection closed after 99 of 198 bytes$/,
    ],
    [
      'a body over --max-size',
      () => serve.json(v1Text),
      ['--max-size', '1000'],
      /is too large: \d+ bytes, more than the limit of 1000 bytes$/,
    ],
  ];

  it.each(cases)('%s', async (_name, handler, flags, message, hint) => {
    const url = `${await server(handler())}/x.json`;
    const out = join(dir, 'failed', 'doc.json');
    const result = await runCli(['fetch', url, '-o', out, ...flags]);
    expect(result.code).toBe(2);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^specforge: /);
    expect(lines[0]).toMatch(message);
    expect(lines.slice(1).every((line) => line.startsWith('hint: '))).toBe(true);
    if (hint) expect(lines[1]).toMatch(hint);
    expect(result.stdout).toBe('');
    expect(() => readdirSync(join(dir, 'failed'))).toThrow(/ENOENT/);
  });

  it('connection refused', async () => {
    const closed = await serve.startServer(serve.json(v1Text));
    await closed.close();
    const result = await runCli(['fetch', closed.url, '--retries', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^specforge: connection refused by 127\.0\.0\.1:\d+ /);
  });

  it('host not found', async () => {
    const result = await runCli(['fetch', 'http://no-such-host.invalid']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^specforge: host not found: no-such-host\.invalid /);
  });
});

describe('specforge fetch against the reference installation', () => {
  it('saves what the installation serves at {base}/api/swagger.json', async () => {
    const installation = await startInstallation({ version: 'v1' });
    try {
      const served = await (await fetch(`${installation.baseUrl}/api/swagger.json`)).text();
      const out = join(dir, 'installation', 'v1.json');
      const result = await runCli(['fetch', installation.baseUrl, '-o', out]);
      expect(result.code).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe(served); // the served bytes
      const lock = JSON.parse(
        readFileSync(join(dir, 'installation', 'v1.lock.json'), 'utf8'),
      ) as object;
      expect(lock).toMatchObject({
        sha256: sha256Canonical(JSON.parse(served)),
        format: 'swagger 2.0',
      });
    } finally {
      await installation.close();
    }
  });

  it('reads the same installation from the base URL with /api/ (the HTML page) appended', async () => {
    const installation = await startInstallation({ version: 'v2' });
    try {
      const result = await runCli(['fetch', `${installation.baseUrl}/api/`, '--json']);
      expect(result.code).toBe(0);
      const { lock } = JSON.parse(result.stdout) as {
        lock: { resolved: string; infoVersion: string };
      };
      expect(lock.resolved).toBe(`${installation.baseUrl}/api/swagger.json`);
      expect(lock.infoVersion).toBe('2.0.0');
    } finally {
      await installation.close();
    }
  });
});
