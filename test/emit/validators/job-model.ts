/**
 * A realistic job-service model (hand-built IR) for validator tests and the speed
 * measurement: jobs with owners, tags, resources, costs and a discriminated input.
 */
import {
  allOf,
  apiModel,
  arr,
  bool,
  enumOf,
  int,
  namedSchema,
  num,
  obj,
  operation,
  param,
  record,
  ref,
  result,
  str,
  union,
  unknown,
  body,
} from '../../../src/ir/factories.js';
import type { ApiModel } from '../../../src/ir/types.js';

export function jobModel(): ApiModel {
  const user = obj(
    {
      userid: int({ format: 'int32', minimum: 1 }),
      email: str({ format: 'email' }),
      name: str({ minLength: 1, maxLength: 80 }),
      password: str({ writeOnly: true }),
    },
    { required: ['userid', 'email', 'password'] },
  );
  const job = obj(
    {
      jobid: int({ format: 'int64', readOnly: true }),
      name: str({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9 _.-]+$' }),
      state: enumOf(['queued', 'running', 'done', 'failed', 'cancelled']),
      priority: int({ minimum: 0, maximum: 10 }),
      created: str({ format: 'date-time', readOnly: true }),
      cost: num({ format: 'double', minimum: 0, multipleOf: 0.01 }),
      tags: arr(str({ maxLength: 32 }), { uniqueItems: true, maxItems: 20 }),
      owner: ref('User'),
      queue: str({ nullable: true }),
      resources: record(int({ minimum: 0 })),
      parameters: unknown({ objectOnly: true }),
      input: ref('JobInput'),
      uuid: str({ format: 'uuid' }),
      gpu: bool(),
    },
    { required: ['jobid', 'name', 'state', 'owner'] },
  );
  const fileInput = obj({ kind: enumOf(['file']), path: str() }, { required: ['kind', 'path'] });
  const urlInput = obj(
    { kind: enumOf(['url']), url: str({ format: 'uri' }) },
    { required: ['kind', 'url'] },
  );
  const jobInput = union([ref('FileInput'), ref('UrlInput')], {
    discriminator: {
      propertyName: 'kind',
      mapping: [
        { value: 'file', schema: 'FileInput' },
        { value: 'url', schema: 'UrlInput' },
      ],
    },
  });
  return apiModel({
    schemas: [
      namedSchema('Job', job),
      namedSchema('User', user),
      namedSchema('JobInput', jobInput),
      namedSchema('FileInput', fileInput),
      namedSchema('UrlInput', urlInput),
      namedSchema(
        'Tree',
        obj({ label: str(), children: arr(ref('Tree')) }, { required: ['label'] }),
      ),
      namedSchema('Priced', allOf([ref('Job'), obj({ total: num() }, { required: ['total'] })])),
    ],
    operations: [
      operation({
        method: 'GET',
        path: '/job',
        name: 'job.list',
        result: result('list', ref('Job')),
        parameters: [
          param('state', 'query', enumOf(['queued', 'running'])),
          param('limit', 'query', int({ minimum: 1 })),
        ],
      }),
      operation({
        method: 'GET',
        path: '/job/{jobid}',
        name: 'job.get',
        result: result('single', ref('Job')),
        parameters: [param('jobid', 'path', int())],
      }),
      operation({
        method: 'POST',
        path: '/job',
        name: 'job.submit',
        result: result('single', ref('Job')),
        body: body(ref('Job')),
      }),
      operation({
        method: 'DELETE',
        path: '/job/{jobid}',
        name: 'job.remove',
        result: result('empty'),
        parameters: [param('jobid', 'path', int())],
      }),
    ],
  });
}
