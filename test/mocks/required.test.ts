import { expect, it } from 'vitest';
import { missingInput } from '../../src/runtime/mock/required.js';
import type { MockOperation, MockSchema } from '../../src/runtime/mock/types.js';

/**
 * Flask-RESTX's wording for each location a parser reads (recorded from flask-restx 1.3.0:
 * fixtures/flask-restx/exchanges/catalogue.jsonl), as the engine words a missing input. The
 * JSON body's case also runs over HTTP in flask-restx.test.ts.
 */
const text: MockSchema = { kind: 'string' };
const operation = (patch: Partial<MockOperation>): MockOperation => ({
  id: 'op',
  method: 'POST',
  path: '/x',
  access: 'user',
  auth: true,
  permissions: [],
  parameters: [],
  result: {
    shape: 'empty',
    item: { kind: 'unknown', objectOnly: true },
    status: 200,
    mediaType: 'application/json',
  },
  statuses: [200],
  ...patch,
});
const parameter = (name: string, location: 'query' | 'header') => ({
  name,
  location,
  required: true,
  schema: text,
  arrayFormat: 'csv' as const,
});
const body = (json: boolean): MockOperation['body'] => ({
  required: true,
  json,
  schema: {
    kind: 'object',
    additionalProperties: true,
    properties: [
      { name: 'username', required: true, schema: text },
      { name: 'access', required: false, schema: text },
    ],
  },
});

it('names the missing input and where the parser looked for it', () => {
  const query = operation({ parameters: [parameter('q', 'query')] });
  expect(missingInput(query, { query: {} }, undefined, {})).toBe(
    'q: Missing required parameter in the query string',
  );
  expect(missingInput(query, { query: { q: 'x' } }, undefined, {})).toBeUndefined();
  const header = operation({ parameters: [parameter('Session', 'header')] });
  expect(missingInput(header, {}, undefined, {})).toBe(
    'Session: Missing required parameter in the HTTP headers',
  );
  const form = operation({ body: body(false) });
  expect(missingInput(form, {}, { access: 'user' }, {})).toBe(
    'username: Missing required parameter in the post body',
  );
  const json = operation({ body: body(true) });
  expect(missingInput(json, {}, undefined, {})).toBe(
    'username: Missing required parameter in the JSON body',
  );
  expect(missingInput(json, {}, { username: 'a' }, {})).toBeUndefined();
  // Not an object: the generated validators' to refuse (`must be object`).
  expect(missingInput(json, {}, 42, {})).toBeUndefined();
});
