import { describe, expect, it } from 'vitest';
import {
  body,
  int,
  obj,
  operation,
  param,
  ref,
  response,
  result,
  str,
} from '../../src/ir/index.js';
import type { ApiModel, Operation, Schema } from '../../src/ir/index.js';
import { modelOf as model } from '../helpers/ir-model.js';
import { diffModels } from '../../src/diff/index.js';

const ids = (a: ApiModel, b: ApiModel) =>
  diffModels(a, b).changes.map((change) => `${change.id} ${change.method} ${change.path}`);

function getFile(path: string, originalId: string | undefined, extra: Partial<Operation> = {}) {
  const pathParameters = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => param(m[1]!, 'path', str()));
  return operation({
    method: 'GET',
    path,
    name: 'file.get',
    originalId,
    parameters: pathParameters,
    responses: [response('200', str())],
    result: result('single', str()),
    ...extra,
  });
}

describe('an operation whose path gained a parameter', () => {
  it('is one operation with a new path parameter when its operationId stayed', () => {
    const before = model([getFile('/bucket/file', 'get_file')]);
    const after = model([getFile('/bucket/{bucket}/file', 'get_file')]);
    expect(ids(before, after)).toEqual(['new-request-path-parameter GET /bucket/{bucket}/file']);
  });

  it('keeps its old path parameters paired by name when one is inserted before them', () => {
    const before = model([getFile('/bucket/file/{key}', 'get_file')]);
    const after = model([getFile('/bucket/{bucket}/file/{key}', 'get_file')]);
    expect(ids(before, after)).toEqual([
      'new-request-path-parameter GET /bucket/{bucket}/file/{key}',
    ]);
  });

  it('is a removal and an addition without an operationId, or when a fixed segment changed', () => {
    const removedAdded = [
      'api-path-removed-without-deprecation GET /bucket/file',
      'endpoint-added GET /bucket/{bucket}/file',
    ];
    const noId = ids(
      model([getFile('/bucket/file', undefined)]),
      model([getFile('/bucket/{bucket}/file', undefined)]),
    );
    expect(noId.sort()).toEqual(removedAdded);
    const moved = ids(
      model([getFile('/bucket/file', 'get_file')]),
      model([getFile('/store/{bucket}/file', 'get_file')]),
    );
    expect(moved.sort()).toEqual([
      'api-path-removed-without-deprecation GET /bucket/file',
      'endpoint-added GET /store/{bucket}/file',
    ]);
  });
});

describe('readOnly and writeOnly flips', () => {
  const submit = () =>
    operation({
      method: 'POST',
      path: '/job',
      name: 'job.submit',
      body: body(ref('Job')),
      responses: [response('201', ref('Job'))],
      result: result('single', ref('Job')),
    });
  const job = (name: Partial<Schema>) => obj({ id: int(), name: { ...str(), ...name } as Schema });

  it('a property turning readOnly leaves requests (breaking) and changes nothing in responses', () => {
    const ops = [submit()];
    expect(ids(model(ops, { Job: job({}) }), model(ops, { Job: job({ readOnly: true }) }))).toEqual(
      ['request-property-became-read-only POST /job'],
    );
  });

  it('a property turning writeOnly leaves responses (breaking) and changes nothing in requests', () => {
    const ops = [submit()];
    expect(
      ids(model(ops, { Job: job({}) }), model(ops, { Job: job({ writeOnly: true }) })),
    ).toEqual(['response-property-became-write-only POST /job']);
  });

  it('the reverse flips are info', () => {
    const ops = [submit()];
    const levels = (a: ApiModel, b: ApiModel) =>
      diffModels(a, b).changes.map((c) => `${c.level} ${c.id}`);
    expect(
      levels(model(ops, { Job: job({ readOnly: true }) }), model(ops, { Job: job({}) })),
    ).toEqual(['info request-property-became-not-read-only']);
    expect(
      levels(model(ops, { Job: job({ writeOnly: true }) }), model(ops, { Job: job({}) })),
    ).toEqual(['info response-property-became-not-write-only']);
  });
});
