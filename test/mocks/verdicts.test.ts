import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { compileAllValidators, type CompiledValidators } from '../../src/mock/validators.js';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';
import { appendQuery, fillPath } from '../../src/runtime/http.js';
import { generateValue } from '../../src/runtime/mock/generate.js';
import { createRandom } from '../../src/runtime/mock/random.js';
import { LOCATION_KEYS } from '../../src/runtime/mock/request.js';
import type { MockOperation } from '../../src/runtime/mock/types.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * `specforge mock` and the generated validators give the same verdict: for every
 * operation of the reference installation v2, a table of requests (a good one drawn
 * from the operation's schemas, then the same with a required part left out, with a
 * query value of the wrong type, with a body of the wrong type) goes over HTTP to the
 * mock, and the mock refuses it as invalid (400 `Input … validation failed`, or Flask-RESTX's
 * `name: Missing required parameter in …` for a required part left out) exactly
 * when the generated validators (what the client checks with) refuse its values.
 */
const documentPath = join(repoRoot, 'fixtures/installation/docs/v2.json');
const model = normalise({ document: JSON.parse(readFileSync(documentPath, 'utf8')) });
const data = mockDataFromModel(model);
const root = {
  username: 'root@example.com',
  password: 'pw',
  access: 'superadmin' as const,
  permissions: ['add-job'],
};
let mock: StandaloneMock;
let validators: CompiledValidators;
let auth: Record<string, string>;

beforeAll(async () => {
  validators = await compileAllValidators(model);
  mock = await startStandaloneMock({ source: documentPath, port: 0, users: [root] });
  const start = (await (await fetch(`${mock.baseUrl}/auth`)).json()).result[0];
  const login = await fetch(`${mock.baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...start, username: root.username, password: root.password }),
  });
  auth = { session: start.session, token: (await login.json()).result[0].token };
}, 60_000);
afterAll(() => mock?.close());

interface Case {
  name: string;
  params: Record<string, Record<string, unknown>>;
  body: unknown;
}

function draw(
  schema: MockOperation['parameters'][number]['schema'],
  key: string,
  hint = '',
): unknown {
  return generateValue(schema, {
    random: createRandom(1, key),
    schemas: data.schemas,
    hint,
    depth: 0,
    direction: 'request',
    named: [],
  });
}

function table(operation: MockOperation): Case[] {
  const params: Record<string, Record<string, unknown>> = {};
  for (const p of operation.parameters)
    (params[LOCATION_KEYS[p.location]] ??= {})[p.name] = draw(
      p.schema,
      `${operation.id} ${p.name}`,
      p.name,
    );
  const json = operation.body?.json === true;
  const body = operation.body ? draw(operation.body.schema, `${operation.id} body`) : undefined;
  const cases: Case[] = [{ name: 'good', params, body }];
  const query = operation.parameters.filter((p) => p.location === 'query');
  for (const p of query) {
    const without = { ...params, query: { ...params.query } };
    delete without.query[p.name];
    cases.push({ name: `without ${p.name}`, params: without, body });
    cases.push({
      name: `${p.name} wrong`,
      params: { ...params, query: { ...params.query, [p.name]: 'not-a-valid-value-%' } },
      body,
    });
  }
  if (json) {
    cases.push({ name: 'body {}', params, body: {} });
    cases.push({ name: 'body 42', params, body: 42 });
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const key of Object.keys(body))
        cases.push({
          name: `body without ${key}`,
          params,
          body: Object.fromEntries(Object.entries(body).filter(([k]) => k !== key)),
        });
    }
  }
  return cases;
}

/** The generated validators' verdict (true: valid). */
function expected(operation: MockOperation, c: Case): boolean {
  const v = validators.operations[operation.id];
  if (v?.params && !v.params(c.params).ok) return false;
  if (operation.body?.json && c.body !== undefined && v?.body && !v.body(c.body).ok) return false;
  return true;
}

/** The body as the client sends it: JSON, or a multipart form (files as blobs). */
function encode(
  operation: MockOperation,
  body: unknown,
  headers: Record<string, string>,
): { body?: BodyInit } {
  if (body === undefined || ['GET', 'HEAD'].includes(operation.method)) return {};
  if (operation.body?.json !== false) {
    headers['content-type'] = 'application/json';
    return { body: JSON.stringify(body) };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>))
    form.append(name, new Blob([String(value)]), name);
  return { body: form };
}

/** The mock's verdict over HTTP (true: not refused as invalid). */
async function actual(operation: MockOperation, c: Case): Promise<boolean> {
  const path = { ...c.params.path };
  for (const name of operation.path.match(/\{([^}]+)\}/g) ?? []) path[name.slice(1, -1)] ??= 'x';
  const url = new URL(`${mock.baseUrl}${fillPath(operation.path, path)}`);
  for (const p of operation.parameters.filter((p) => p.location === 'query'))
    appendQuery(url.searchParams, p.name, c.params.query?.[p.name], p.arrayFormat);
  const headers: Record<string, string> = { ...auth, 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(c.params.headers ?? {})) headers[name] = String(value);
  const response = await fetch(url, {
    method: operation.method,
    headers,
    ...(c.body === undefined || ['GET', 'HEAD'].includes(operation.method)
      ? {}
      : { body: JSON.stringify(c.body) }),
  });
  const envelope = (await response.json().catch(() => ({}))) as { result?: unknown };
  const message = Array.isArray(envelope.result)
    ? String(envelope.result[0])
    : String(envelope.result);
  const invalid = /^Input (parameter|payload) validation failed|: Missing required parameter in /;
  return !(response.status === 400 && invalid.test(message));
}

describe('specforge mock and the generated validators agree on every v2 operation', () => {
  it('gives the same verdict on good and bad requests', async () => {
    const disagreements: string[] = [];
    let refused = 0;
    let total = 0;
    for (const operation of data.operations.filter((op) => op.path !== model.auth.path)) {
      for (const c of table(operation)) {
        total++;
        const want = expected(operation, c);
        if (!want) refused++;
        const got = await actual(operation, c);
        if (want !== got)
          disagreements.push(`${operation.id} ${c.name}: validators ${want}, mock ${got}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(total).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(40);
  }, 60_000);
});
