import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';

/**
 * Audit item 8, the mock's side: one request carrying a value for a catastrophic `pattern`
 * must not hang `specforge mock` (it checks requests with the generated validators, so the
 * ReDoS guard of test/security/validators-redos.test.ts applies). Without the guard the
 * first request below backtracks for minutes and every later request waits behind it.
 */
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-mock-redos-'));
const source = join(dir, 'redos.json');
const name = { type: 'string', pattern: '^(a+)+$' };
writeFileSync(
  source,
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'redos', version: '1' },
    paths: {
      '/thing': {
        get: {
          operationId: 'thing_list',
          parameters: [{ name: 'name', in: 'query', schema: name }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { name } } } } } } },
        },
      },
    },
  }),
);
let mock: StandaloneMock;

beforeAll(async () => {
  mock = await startStandaloneMock({ source, port: 0 });
}, 60_000);
afterAll(() => mock.close());

/** The service's login exchange (docs/mocks.md), as the default user. */
async function login(): Promise<Record<string, string>> {
  const start = (await (await fetch(`${mock.baseUrl}/auth`)).json()) as { result: [{ session: string; nonce: number }] };
  const { session, nonce } = start.result[0];
  const finish = await fetch(`${mock.baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, nonce, username: 'user@example.com', password: 'user-secret' }),
  });
  const body = (await finish.json()) as { result: [{ token: string }] };
  return { Session: session, Token: body.result[0].token };
}

describe('a catastrophic pattern in a request (audit item 8, mock)', () => {
  it('is answered at once with 400, and the server goes on serving', async () => {
    const headers = await login();
    const started = Date.now();
    const hostile = await fetch(`${mock.baseUrl}/thing?name=${'a'.repeat(40)}!`, { headers }); // 2^40 steps unguarded
    expect(hostile.status).toBe(400);
    expect(await hostile.text()).toContain('pattern');
    expect(Date.now() - started).toBeLessThan(5_000);
    const fine = await fetch(`${mock.baseUrl}/thing?name=aaa`, { headers });
    expect(fine.status).toBe(200);
  }, 10_000);
});
