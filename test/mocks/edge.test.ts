import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { createMockInstallation } from '../../src/runtime/mock/index.js';
import type { ApiModel } from '../../src/ir/types.js';
import { repoRoot } from '../helpers/cli.js';
import { compileValidators } from '../../src/mock/validators.js';

/** The edge-case documents (odd names, cycles, OAS 3.1) and the large real-world ones. */
function load(folder: string, name: string): ApiModel {
  const bytes = readFileSync(join(repoRoot, 'fixtures', folder, name));
  const text = name.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return normalise({ document: JSON.parse(text) as Record<string, unknown> });
}

const edge = readdirSync(join(repoRoot, 'fixtures/edge')).filter((name) => name.endsWith('.json'));
const realWorld = readdirSync(join(repoRoot, 'fixtures/real-world')).filter((name) =>
  name.endsWith('.json.gz'),
);

/** Every documented GET as a superadmin, parameters filled from the seeded data: never a 5xx, always the envelope. */
async function callEveryGet(model: ApiModel): Promise<string[]> {
  const root = {
    username: 'root@example.com',
    password: 'pw',
    access: 'superadmin' as const,
    permissions: [],
  };
  const installation = createMockInstallation({
    ...mockDataFromModel(model),
    validators: await compileValidators(model),
    users: [root],
  });
  const send = (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) =>
    installation.handle({
      method,
      url,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const start = JSON.parse(send('GET', `${model.basePath}${model.auth.path}`).body).result[0];
  const login = send(
    'POST',
    `${model.basePath}${model.auth.path}`,
    {},
    { ...start, username: root.username, password: 'pw' },
  );
  const token = JSON.parse(login.body).result[0].token as string;
  const problems: string[] = [];
  for (const operation of model.operations.filter((op) => op.method === 'GET')) {
    const path = operation.path.replace(/\{[^}]+\}/g, '1');
    const response = send('GET', `${model.basePath}${path}`, { session: start.session, token });
    const enveloped =
      operation.result.shape === 'raw' || /"status":"(success|error)"/.test(response.body);
    if (response.status >= 500 || !enveloped)
      problems.push(`${operation.id}: ${response.status} ${response.body.slice(0, 300)}`);
  }
  return problems;
}

// (Their generated mocks are compiled with the others in emit.test.ts.)
describe('the engine on edge-case and real-world documents', () => {
  it.each([
    ...edge.map((name) => ['edge', name]),
    ...realWorld.map((name) => ['real-world', name]),
  ])(
    '%s/%s: every GET answers without a server error',
    async (folder, name) => {
      expect(await callEveryGet(load(folder as string, name as string))).toEqual([]);
    },
    180_000,
  );
});
