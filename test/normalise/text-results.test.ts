import { describe, expect, it } from 'vitest';
import { createMockInstallation } from '../../src/runtime/mock/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { compileValidators } from '../../src/mock/validators.js';
import { isTextResult } from '../../src/emit/shared/operation.js';
import { login } from '../mocks/engine-helpers.js';
import { model, oas3, readFixture, swagger2, type Doc } from './helpers.js';

/**
 * Text responses (`text/plain`, XML, YAML) are strings in the model, so types say
 * `string`, validators check a string, the mocks answer text and the client reads `.text()`.
 */
function resultOf(responses: Doc, produces?: string[]) {
  const get = { operationId: 'get_log', responses, ...(produces ? { produces } : {}) };
  const op = model(swagger2({ paths: { '/log': { get } } })).operations[0];
  if (!op) throw new Error('no operation');
  return { item: op.result.item, shape: op.result.shape, text: isTextResult(op) };
}

describe('text results', () => {
  it.each([
    ['text/plain without a schema', ['text/plain'], 'string', true],
    ['text/csv without a schema', ['text/csv'], 'string', true],
    ['application/xml without a schema', ['application/xml'], 'string', true],
    ['application/x-yaml without a schema', ['application/x-yaml'], 'string', true],
    ['an image stays a file', ['image/png'], 'binary', false],
    ['an unknown application type stays unknown', ['application/vnd.thing'], 'unknown', false],
  ])('%s', (_name, produces, kind, text) => {
    const result = resultOf({ '200': { description: 'ok' } }, produces);
    expect([result.shape, result.item.kind, result.text]).toEqual(['raw', kind, text]);
  });

  it('a documented schema wins (text/plain holding an object stays an object)', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const result = resultOf({ '200': { description: 'ok', schema } }, ['text/plain']);
    expect([result.item.kind, result.text]).toEqual(['object', false]);
  });

  it('OpenAPI 3: content without a schema', () => {
    const responses = { '200': { description: 'ok', content: { 'text/plain': {} } } };
    const doc = oas3({ paths: { '/log': { get: { operationId: 'get_log', responses } } } });
    const op = model(doc).operations[0];
    expect([op?.result.item.kind, op && isTextResult(op)]).toEqual(['string', true]);
  });

  it("the mock installation answers the reference installation's job log as text", async () => {
    const m = model(readFixture('installation/docs/v2.json'));
    const installation = createMockInstallation({
      ...mockDataFromModel(m),
      validators: await compileValidators(m),
    });
    const headers = login(installation, 'user@example.com', 'user-secret');
    const reply = installation.handle({
      method: 'GET',
      url: '/api/job/1/log/text',
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
      body: undefined,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain');
    expect(typeof reply.body).toBe('string');
    expect(() => JSON.parse(reply.body)).toThrow();
  }, 60_000);
});
