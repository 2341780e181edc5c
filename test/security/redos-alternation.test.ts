/**
 * #29 item 3: ReDoS through alternation. A pattern with one repetition over overlapping
 * alternatives (`^(a|a)*$`) backtracks exponentially, but the pattern checker only asked
 * recheck about patterns with two repetitions, so these four had no limit: a 27-character
 * body froze `specforge mock` for 5.6 s, doubling per character. Each must now get the
 * limit (a `pattern-unsafe` warning), in the generated validators and in the mock, which
 * checks requests with them; the mock must answer a 30-character body (2^30 steps
 * unguarded) with 400 and go on serving.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';
import { generate, load, type Guard } from '../emit/validators/harness.js';

const PATTERNS = {
  Same: { pattern: '^(a|a)*$', hostile: `${'a'.repeat(30)}!`, fine: 'aaaa' },
  Longer: { pattern: '^(a|aa)+$', hostile: `${'a'.repeat(30)}!`, fine: 'aaa' },
  Classes: { pattern: '^(\\w|\\d)+$', hostile: `${'1'.repeat(30)}!`, fine: 'a1' },
  Suffix: { pattern: '^(?:a|b|ab)*c$', hostile: 'ab'.repeat(15), fine: 'abac' },
};

const document = {
  openapi: '3.0.3',
  info: { title: 'redos', version: '1' },
  paths: Object.fromEntries(
    Object.keys(PATTERNS).map((name) => [
      `/${name.toLowerCase()}`,
      {
        post: {
          operationId: `${name.toLowerCase()}_create`,
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${name}Body` } },
            },
          },
          responses: { '201': { description: 'created' } },
        },
      },
    ]),
  ),
  components: {
    schemas: Object.fromEntries(
      Object.entries(PATTERNS).flatMap(([name, { pattern }]) => [
        [name, { type: 'string', pattern }],
        [
          `${name}Body`,
          {
            type: 'object',
            required: ['value'],
            properties: { value: { $ref: `#/components/schemas/${name}` } },
          },
        ],
      ]),
    ),
  },
};

describe('overlapping alternatives under a quantifier (#29 item 3)', () => {
  const model = normalise({ document });

  it('are found unsafe at generation, each a warning naming the limit', () => {
    const unsafe = model.diagnostics.filter((d) => d.code === 'pattern-unsafe');
    expect(unsafe.map((d) => d.pointer).sort()).toEqual(
      Object.keys(PATTERNS)
        .map((name) => `#/components/schemas/${name}/pattern`)
        .sort(),
    );
    for (const d of unsafe) expect(d.message).toContain('refuse strings longer than 20 characters');
  });

  it('cannot hang the generated validators, which still check short values', async () => {
    const module = await load(generate(model).files);
    for (const [name, { hostile, fine }] of Object.entries(PATTERNS)) {
      const is = module[`is${name}`] as Guard;
      expect([name, is(hostile), is(fine), is(`${fine}!`)]).toEqual([name, false, true, false]);
    }
  }, 20_000);
});

describe('the mock, over HTTP (#29 item 3)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-redos-alt-'));
  const source = join(dir, 'redos.json');
  writeFileSync(source, JSON.stringify(document));
  let mock: StandaloneMock;
  beforeAll(async () => {
    mock = await startStandaloneMock({ source, port: 0 });
  }, 60_000);
  afterAll(() => mock.close());

  async function login(): Promise<Record<string, string>> {
    const start = (await (await fetch(`${mock.baseUrl}/auth`)).json()) as {
      result: [{ session: string; nonce: number }];
    };
    const { session, nonce } = start.result[0];
    const finish = await fetch(`${mock.baseUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session,
        nonce,
        username: 'user@example.com',
        password: 'user-secret',
      }),
    });
    const body = (await finish.json()) as { result: [{ token: string }] };
    return { Session: session, Token: body.result[0].token, 'content-type': 'application/json' };
  }

  it('answers a 30-character body for each pattern with 400 naming the pattern, then serves on', async () => {
    const headers = await login();
    for (const [name, { hostile, fine }] of Object.entries(PATTERNS)) {
      const url = `${mock.baseUrl}/${name.toLowerCase()}`;
      const started = performance.now();
      const refused = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ value: hostile }),
      });
      const text = await refused.text();
      // Measured, not asserted (2026-11-28: each under 10 ms; 5.6 s at 27 characters before the fix).
      console.info(
        `${name}: ${hostile.length} characters answered in ${(performance.now() - started).toFixed(1)} ms`,
      );
      expect([name, refused.status]).toEqual([name, 400]);
      expect(text).toContain('pattern');
      const accepted = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ value: fine }),
      });
      expect([name, accepted.status]).toEqual([name, 201]);
    }
  }, 60_000);
});
