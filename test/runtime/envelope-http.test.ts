import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/runtime/envelope.js';
import { appendQuery, encodeBody, fillPath, formData, readBody } from '../../src/runtime/http.js';
import { kindOfStatus } from '../../src/runtime/errors.js';
import { partsOf, type OperationInfo } from '../../src/runtime/operation.js';

describe('envelope', () => {
  const ok = (result: unknown) => ({ status: 'success', result });
  it.each([
    ['list of a list', ok([1, 2]), 'list', [1, 2]],
    ['list of a lone object', ok({ a: 1 }), 'list', [{ a: 1 }]],
    ['list of nothing', ok(null), 'list', []],
    ['single from a list', ok([{ a: 1 }, { a: 2 }]), 'single', { a: 1 }],
    ['single from a bare object (envelope= form)', ok({ a: 1 }), 'single', { a: 1 }],
    ['no envelope at all', { a: 1 }, 'single', { a: 1 }],
    ['empty', ok([]), 'empty', undefined],
    ['raw keeps the body', ok([1]), 'raw', ok([1])],
  ] as const)('%s', (_name, body, shape, want) => {
    expect(unwrap(body, shape)).toEqual(want);
  });
});

describe('wire', () => {
  it('fills path parameters, encoded', () => {
    expect(fillPath('/storage/{bucket}/file/{key}', { bucket: 'a b', key: 'x/y' })).toBe(
      '/storage/a%20b/file/x%2Fy',
    );
    expect(() => fillPath('/job/{jobid}', {})).toThrow('jobid');
  });
  it.each([
    ['csv', 'a=1%2C2'],
    ['multi', 'a=1&a=2'],
    ['ssv', 'a=1+2'],
    ['pipes', 'a=1%7C2'],
  ] as const)('writes query arrays as %s', (format, want) => {
    const query = new URLSearchParams();
    appendQuery(query, 'a', [1, 2], format);
    appendQuery(query, 'skip', undefined, format);
    expect(query.toString()).toBe(want);
  });
  it('builds multipart bodies from Blob, Uint8Array and plain values', async () => {
    const form = formData({
      file: new Uint8Array([104, 105]),
      note: 'n',
      many: ['a', 'b'],
      none: undefined,
    });
    expect(await (form.get('file') as Blob).text()).toBe('hi');
    expect(form.getAll('many')).toEqual(['a', 'b']);
    expect(form.has('none')).toBe(false);
    expect(encodeBody({ a: 1 }, 'multipart', 'multipart/form-data').contentType).toBeUndefined();
    expect(encodeBody({ a: 1 }, 'json', 'application/json')).toEqual({
      body: '{"a":1}',
      contentType: 'application/json',
    });
  });
  it('maps statuses to kinds', () => {
    expect([401, 403, 404, 400, 422, 409, 429, 500, 418].map(kindOfStatus)).toEqual([
      'unauthorized',
      'forbidden',
      'not-found',
      'invalid-input',
      'invalid-input',
      'conflict',
      'rate-limited',
      'server',
      'http',
    ]);
  });
  it('splits flat arguments by location; a parameter called __proto__ stays a key', () => {
    const op = {
      flat: true,
      params: [
        { name: 'jobid', in: 'path' },
        { name: '__proto__', in: 'query' },
        { name: 'X-Trace', in: 'header' },
      ],
    } as unknown as OperationInfo;
    const parts = partsOf(
      op,
      JSON.parse('{"jobid":7,"__proto__":"q","X-Trace":"t","body":{"a":1}}'),
    );
    expect(parts.path).toEqual({ jobid: 7 });
    expect(Object.keys(parts.query ?? {})).toEqual(['__proto__']);
    expect(parts.headers).toEqual({ 'X-Trace': 't' });
    expect(parts.body).toEqual({ a: 1 });
  });
});

describe('reading bodies', () => {
  const reply = (body: string, status = 200, type = 'text/plain') =>
    new Response(body, { status, headers: { 'content-type': type } });
  it('a text result is the text as sent, never sniffed for JSON, empty stays a string', async () => {
    expect(await readBody(reply('{"a":1}\n'), 'text', 'blob')).toBe('{"a":1}\n');
    expect(await readBody(reply(''), 'text', 'blob')).toBe('');
  });
  it("a text operation's error answer is still the service's JSON envelope", async () => {
    const error = reply('{"status":"error","result":"Job not found"}', 404, 'application/json');
    expect(await readBody(error, 'text', 'blob')).toEqual({
      status: 'error',
      result: 'Job not found',
    });
  });
  it('JSON results parse; unparsable text stays text', async () => {
    expect(await readBody(reply('[1]', 200, 'application/json'), 'json', 'blob')).toEqual([1]);
    expect(await readBody(reply('{oops'), 'json', 'blob')).toBe('{oops');
  });
});
