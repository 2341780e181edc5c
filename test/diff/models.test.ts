import { describe, expect, it } from 'vitest';
import {
  allOf,
  apiModel,
  arr,
  body,
  enumOf,
  int,
  nullOf,
  obj,
  operation,
  param,
  ref,
  response,
  result,
  str,
  authModel,
} from '../../src/ir/index.js';
import type { ApiModel, Operation, Schema } from '../../src/ir/index.js';
import { modelOf as model } from '../helpers/ir-model.js';
import { diffModels } from '../../src/diff/index.js';
import { diffModelsOpening } from '../../src/diff/models.js';

const job = (extra: Record<string, Schema> = {}) =>
  obj({ id: int(), name: str(), ...extra }, { required: ['id'] });

function getJob(item: Schema, extra: Partial<Operation> = {}): Operation {
  return operation({
    method: 'GET',
    path: '/job/{jobid}',
    name: 'job.get',
    parameters: [param('jobid', 'path', int())],
    responses: [response('200', item)],
    result: result('single', item),
    ...extra,
  });
}

const ids = (a: ApiModel, b: ApiModel) =>
  diffModels(a, b).changes.map((change) => `${change.level} ${change.id}`);

describe('diffModels on hand-built models', () => {
  it('finds nothing between a model and itself', () => {
    const m = model([getJob(ref('Job'))], { Job: job() });
    expect(diffModels(m, m)).toEqual({
      changes: [],
      summary: { breaking: 0, warning: 0, info: 0 },
    });
  });

  it('treats a $ref and the same schema inline as no change', () => {
    expect(ids(model([getJob(ref('Job'))], { Job: job() }), model([getJob(job())]))).toEqual([]);
  });

  it('reads an allOf of objects as the one object it describes', () => {
    const user = obj({ email: str() });
    const wrapped = model([getJob(obj({ owner: allOf([ref('User'), obj({ extra: str() })]) }))], {
      User: user,
    });
    const flat = model([getJob(obj({ owner: obj({ email: str(), extra: str() }) }))]);
    expect(ids(wrapped, flat)).toEqual([]);
  });

  it('matches renamed path parameters by position: one change, breaking (the generated argument key changes)', () => {
    const renamed = getJob(ref('Job'), {
      path: '/job/{id}',
      parameters: [param('id', 'path', int())],
    });
    expect(
      ids(model([getJob(ref('Job'))], { Job: job() }), model([renamed], { Job: job() })),
    ).toEqual(['breaking request-path-parameter-renamed']);
  });

  it('names the generated method and type a removed response property touches', () => {
    const before = model([getJob(ref('Job'))], { Job: job({ user: str() }) });
    const after = model([getJob(ref('Job'))], { Job: job() });
    const [change] = diffModels(before, after).changes;
    expect(change).toMatchObject({
      id: 'response-optional-property-removed',
      level: 'breaking',
      method: 'GET',
      path: '/job/{jobid}',
      location: 'result.user',
      client: 'api.job.get() → Job.user',
    });
  });

  it('names the handle callers use for the login exchange: api.login(), not the generated auth.login', () => {
    const login = () =>
      operation({
        id: 'post_auth_resource',
        method: 'POST',
        path: '/auth',
        name: 'auth.login',
        access: 'none',
        auth: false,
        result: result('single', ref('LoginResult')),
        responses: [response('200', ref('LoginResult'))],
      });
    const withAuth = (userid: Schema) => ({
      ...model([login()], { LoginResult: obj({ token: str(), userid }) }),
      auth: authModel({ loginFinish: 'post_auth_resource' }),
    });
    const [change] = diffModels(withAuth(int()), withAuth(str())).changes;
    expect(change).toMatchObject({ location: 'result.userid', client: 'api.login()' });
  });

  it('follows recursive schemas without looping, and still sees changes inside them', () => {
    const tree = (extra: Record<string, Schema>) => obj({ children: arr(ref('Node')), ...extra });
    const before = model([getJob(ref('Node'))], { Node: tree({ label: str() }) });
    const after = model([getJob(ref('Node'))], { Node: tree({ label: int() }) });
    expect(ids(before, after)).toEqual(['breaking response-property-type-changed']);
  });

  it('is direction-aware: enum values added to a response or removed from a request break', () => {
    const state = (values: string[]) => obj({ state: enumOf(values) });
    const op = (schema: Schema) =>
      operation({
        method: 'PUT',
        path: '/job',
        name: 'job.update',
        body: body(schema),
        result: result('single', schema),
      });
    const report = diffModels(model([op(state(['a', 'b']))]), model([op(state(['a', 'c']))]));
    expect(
      report.changes.map((change) => `${change.level} ${change.id} ${change.location}`),
    ).toEqual([
      'breaking request-property-enum-value-removed body.state',
      'breaking response-property-enum-value-added result.state',
      'breaking response-property-enum-value-removed result.state',
      'info request-property-enum-value-added body.state',
    ]);
  });

  it('treats tightening a response as harmless and tightening a request as breaking', () => {
    const named = (max?: number) => obj({ name: str({ maxLength: max }) });
    const op = (schema: Schema) =>
      operation({
        method: 'POST',
        path: '/job',
        name: 'job.create',
        body: body(schema),
        result: result('single', schema),
      });
    expect(ids(model([op(named(100))]), model([op(named(10))]))).toEqual([
      'breaking request-property-max-length-decreased',
      'info response-property-constraint-tightened',
    ]);
  });

  it('reports a parameter that moved location once, not as removed plus added', () => {
    const op = (location: 'query' | 'header') =>
      operation({ path: '/job', name: 'job.list', parameters: [param('limit', location, int())] });
    expect(ids(model([op('query')]), model([op('header')]))).toEqual([
      'breaking request-parameter-location-changed',
    ]);
  });

  it('reports a list result that became a single object', () => {
    const op = (shape: 'list' | 'single') =>
      operation({ path: '/bucket/{b}', name: 'bucket.get', result: result(shape, ref('Bucket')) });
    const schemas = { Bucket: job() };
    expect(ids(model([op('list')], schemas), model([op('single')], schemas))).toEqual([
      'breaking response-result-shape-changed',
    ]);
  });

  it('tells a removed path from a removed method, and honours deprecation with a passed sunset', () => {
    const del = (sunset?: string) =>
      operation({
        method: 'DELETE',
        path: '/job/{jobid}',
        name: 'job.remove',
        deprecated: true,
        ...(sunset ? { sunset } : {}),
      });
    const get = getJob(ref('Job'));
    const other = operation({ path: '/queue', name: 'queue.list' });
    const removed = (sunset?: string) =>
      ids(model([get, del(sunset), other], { Job: job() }), model([get], { Job: job() }));
    expect(removed('2020-01-31')).toEqual([
      'breaking api-path-removed-without-deprecation',
      'warning api-removed-with-deprecation',
    ]);
    for (const sunset of [undefined, '2999-12-31', 'next spring']) {
      expect(removed(sunset)).toEqual([
        'breaking api-removed-before-sunset',
        'breaking api-path-removed-without-deprecation',
      ]);
    }
  });

  it('reports response nullability, security and auth header changes', () => {
    const before = model([getJob(obj({ name: str() }))]);
    const after = apiModel({
      operations: [getJob(obj({ name: nullOf(str()) }), { auth: false })],
      auth: authModel({ tokenHeader: 'X-Token' }),
    });
    expect(ids(before, after)).toEqual([
      'breaking api-security-scheme-changed',
      'breaking response-property-became-nullable',
      'info api-security-removed',
    ]);
  });

  it('tells onChanges how many structural changes the rules are about to judge', async () => {
    const before = model([getJob(obj({ name: str() }))]);
    const after = apiModel({
      operations: [getJob(obj({ name: nullOf(str()) }), { auth: false })],
      auth: authModel({ tokenHeader: 'X-Token' }),
    });
    const counts: number[] = [];
    const onChanges = (n: number) => counts.push(n);
    const opened = await diffModelsOpening(before, after, { onChanges });
    const pure = diffModels(before, after, { onChanges });
    expect(counts).toEqual([3, 3]);
    expect(opened.changes).toHaveLength(3);
    expect(pure).toEqual(opened);
  });
});
