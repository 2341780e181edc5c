import { describe, expect, it } from 'vitest';
import { planWrites } from '../../src/probe/write-plan.js';
import { model, oas3 } from '../normalise/helpers.js';

/**
 * Which collections `--allow-writes` may touch, through normalise(): only a POST whose
 * item path has a DELETE, never /superadmin, never nested records, never uploads — and
 * every write it leaves alone carries the reason.
 */
const ok = { responses: { '200': { description: 'ok' } } };
const json = {
  requestBody: {
    content: {
      'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  },
};
const upload = {
  requestBody: {
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
      },
    },
  },
};
const param = (name: string) => ({
  parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }],
});

const document = oas3({
  paths: {
    '/thing': { post: { ...ok, ...json } },
    '/thing/{thingid}': { ...param('thingid'), get: ok, put: { ...ok, ...json }, delete: ok },
    '/keep': { post: { ...ok, ...json } },
    '/keep/{keepid}': { ...param('keepid'), get: ok, put: { ...ok, ...json } },
    '/superadmin/realm': { post: { ...ok, ...json } },
    '/superadmin/realm/{realmid}': { ...param('realmid'), delete: ok },
    '/file': { post: { ...ok, ...upload } },
    '/file/{fileid}': { ...param('fileid'), delete: ok },
    '/thing/{thingid}/part': { ...param('thingid'), post: { ...ok, ...json } },
    '/thing/{thingid}/part/{partid}': {
      ...param('thingid'),
      delete: { ...ok, ...param('partid') },
    },
  },
});

describe('write plan', () => {
  const plan = planWrites(model(document));
  const reasons = Object.fromEntries(
    plan.notSent.map(({ operation, reason }) => [`${operation.method} ${operation.path}`, reason]),
  );

  it('pairs a POST with its item path only when that path can DELETE', () => {
    expect(
      plan.cycles.map((c) => [
        c.collection,
        c.create.method,
        c.read?.method,
        c.update?.method,
        c.remove?.method,
        c.param,
      ]),
    ).toEqual([['/thing', 'POST', 'GET', 'PUT', 'DELETE', 'thingid']]);
    expect(plan.cycles[0]?.fields).toEqual(['thingid', 'id', 'name', 'key']);
  });

  it('says why every other write is not sent', () => {
    expect(reasons).toEqual({
      'POST /keep': 'no DELETE /keep/{…}: what it created could not be removed',
      'PUT /keep/{keepid}': expect.stringMatching(
        /^not part of a create → read → update → delete cycle/,
      ),
      'POST /superadmin/realm': 'never writes under /superadmin',
      'DELETE /superadmin/realm/{realmid}': 'never writes under /superadmin',
      'POST /file': 'sends multipart/form-data, which the probe does not sample',
      'DELETE /file/{fileid}': expect.stringMatching(/^not part of a create/),
      'POST /thing/{thingid}/part': 'nested under another record',
      'DELETE /thing/{thingid}/part/{partid}': 'nested under another record',
    });
  });
});
