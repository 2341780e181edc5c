import { readFileSync, readdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/**
 * Audit items 9 and 10: document- and server-supplied text reached the terminal raw
 * (ESC sequences could retitle the window or clear the screen), and NUL/ESC/bidi
 * controls reached generated comments (git called types.ts binary; bidi overrides are
 * the Trojan-Source pattern). Both now show such characters as `\uXXXX`.
 */
// eslint-disable-next-line no-control-regex -- what must never appear raw
const RAW_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const EVIL = 'Jobs\u001b]0;pwned\u0007\u001b[2J \u202eevil\u202c \u0000nul \u0085c1';

const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-ctl-'));
const doc = join(dir, 'evil.json');
writeFileSync(
  doc,
  JSON.stringify({
    swagger: '2.0',
    info: { title: EVIL, version: `1\u001b[31m`, description: EVIL },
    basePath: '/api',
    paths: {
      '/job': {
        get: {
          operationId: 'list_jobs',
          summary: EVIL,
          description: `${EVIL}\n*/ alert(1) /*`,
          parameters: [{ name: 'q', in: 'query', type: 'string', enum: [EVIL], description: EVIL }],
          responses: { '200': { description: EVIL, schema: { $ref: '#/definitions/Job' } } },
        },
      },
    },
    definitions: {
      Job: { type: 'object', description: EVIL, properties: { name: { type: 'string', title: EVIL, default: EVIL } } },
    },
  }),
);

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('control characters in generated code (audit item 10)', () => {
  it('no generated .ts file holds a raw control or bidi character', async () => {
    const out = join(dir, 'api');
    const result = await runCli(['generate', doc, '-o', out]);
    expect(result.code).toBe(0);
    const files = filesUnder(out);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(RAW_CONTROLS);
    // Still there, escaped: nothing was dropped.
    expect(readFileSync(join(out, 'types.ts'), 'utf8')).toContain('\\u202eevil\\u202c');
  });
});

describe('control characters on the terminal (audit item 9)', () => {
  it('inspect shows document text with its controls escaped', async () => {
    const result = await runCli(['inspect', doc]);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(RAW_CONTROLS);
    expect(result.stdout).toContain('\\u001b]0;pwned');
  });

  it('a server status text cannot drive the terminal', async () => {
    const server = createServer((socket) => {
      socket.once('data', () =>
        socket.end('HTTP/1.1 503 \u001b[2J\u001b]0;pwned\u0007Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runCli(['validate', `http://127.0.0.1:${port}/doc.json`, '--retries', '0']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/503/);
      expect(result.stderr).not.toMatch(RAW_CONTROLS);
    } finally {
      server.close();
    }
  });
});
