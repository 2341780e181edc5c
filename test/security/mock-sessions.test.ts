import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Audit item 7: session ids and tokens came from the seeded generator, so anyone who
 * knew the seed (default 1) could take over a superadmin's session. Two mocks with the
 * same seed must now hand out different, long, unrelated identifiers.
 */
const started: StandaloneMock[] = [];
afterAll(() => Promise.all(started.map((mock) => mock.close())));

async function mockWithSeed(seed: number): Promise<StandaloneMock> {
  const mock = await startStandaloneMock({
    source: join(repoRoot, 'fixtures/installation/docs/v2.json'),
    port: 0,
    seed,
  });
  started.push(mock);
  return mock;
}

async function openSession(baseUrl: string): Promise<{ session: string; nonce: number }> {
  const body = (await (await fetch(`${baseUrl}/auth`)).json()) as {
    result: [{ session: string; nonce: number }];
  };
  return body.result[0];
}

describe('mock sessions are unpredictable (audit item 7)', () => {
  it('two mocks with the same seed give different session ids', async () => {
    const [a, b] = await Promise.all([mockWithSeed(1), mockWithSeed(1)]);
    const [first, second] = await Promise.all([openSession(a.baseUrl), openSession(b.baseUrl)]);
    expect(first.session).toMatch(/^[0-9a-f]{32}$/);
    expect(first.session).not.toBe(second.session);
  });

  it('a restarted mock does not repeat its session ids', async () => {
    const mock = await mockWithSeed(7);
    const sessions = await Promise.all(Array.from({ length: 20 }, () => openSession(mock.baseUrl)));
    expect(new Set(sessions.map((s) => s.session)).size).toBe(20);
    const again = await mockWithSeed(7);
    const other = await openSession(again.baseUrl);
    expect(sessions.map((s) => s.session)).not.toContain(other.session);
  });
});
