import {
  apiModel,
  arr,
  bool,
  body,
  enumOf,
  int,
  namedSchema,
  obj,
  operation,
  param,
  ref,
  response,
  result,
  str,
} from '../../src/ir/index.js';
import type { ApiModel } from '../../src/ir/types.js';

/**
 * A small job-service model built with the IR factories: jobs (CRUD, add-job,
 * filters, paging), queues created under /admin and read under /queue, the jobs of a
 * queue, users, the permission resource and a superadmin-only realm list.
 */
const job = obj(
  {
    id: int(),
    name: str({ minLength: 3, maxLength: 40 }),
    state: enumOf(['queued', 'running', 'finished']),
    queue: str(),
    priority: int({ minimum: 0, maximum: 10 }),
    submitted: str({ format: 'date-time' }),
  },
  { required: ['id', 'name', 'state'] },
);
const jobSubmit = obj(
  { name: str({ minLength: 3 }), queue: str(), priority: int({ minimum: 0, maximum: 10 }) },
  {
    required: ['name', 'queue'],
  },
);
const queue = obj(
  { name: str({ pattern: '^[a-z][a-z0-9-]{2,15}$' }), maxjobs: int({ minimum: 1 }) },
  { required: ['name'] },
);
const user = obj(
  { id: int(), email: str({ format: 'email' }), realmadmin: bool() },
  { required: ['id', 'email'] },
);
const permission = obj({ realmadmin: bool(), permissions: arr(str()) });

const jobid = param('jobid', 'path', int());
const queuename = param('queuename', 'path', str());
const statuses = (...codes: string[]) => codes.map((code) => response(code));

export const jobModel: ApiModel = apiModel({
  schemas: [
    namedSchema('Job', job),
    namedSchema('JobSubmit', jobSubmit),
    namedSchema('Queue', queue),
    namedSchema('User', user),
    namedSchema('Permission', permission),
  ],
  operations: [
    operation({
      id: 'get_job_list',
      path: '/job',
      parameters: [
        param('state', 'query', enumOf(['queued', 'running', 'finished'])),
        param('limit', 'query', int()),
        param('offset', 'query', int()),
      ],
      result: result('list', ref('Job')),
      responses: statuses('200'),
    }),
    operation({
      id: 'post_job_list',
      method: 'POST',
      path: '/job',
      permissions: ['add-job'],
      body: body(ref('JobSubmit')),
      result: result('single', ref('Job')),
      responses: statuses('200', '400', '403'),
    }),
    operation({
      id: 'get_job_resource',
      path: '/job/{jobid}',
      parameters: [jobid],
      result: result('single', ref('Job')),
      responses: statuses('200', '404'),
    }),
    operation({
      id: 'put_job_resource',
      method: 'PUT',
      path: '/job/{jobid}',
      parameters: [jobid],
      body: body(obj({ name: str(), priority: int({ minimum: 0, maximum: 10 }) }), {
        source: 'query-parser',
      }),
      result: result('single', ref('Job')),
      responses: statuses('200', '404'),
    }),
    operation({
      id: 'delete_job_resource',
      method: 'DELETE',
      path: '/job/{jobid}',
      parameters: [jobid],
      result: result('empty'),
      responses: statuses('200', '404', '409'),
    }),
    operation({
      id: 'post_job_cancel',
      method: 'POST',
      path: '/job/{jobid}/cancel',
      parameters: [jobid],
      result: result('single', ref('Job')),
      responses: statuses('200', '404', '409'),
    }),
    operation({
      id: 'get_queue_list',
      path: '/queue',
      result: result('list', ref('Queue')),
      responses: statuses('200'),
    }),
    operation({
      id: 'get_queue_resource',
      path: '/queue/{queuename}',
      parameters: [queuename],
      result: result('single', ref('Queue')),
      responses: statuses('200', '404'),
    }),
    operation({
      id: 'get_queue_job_list',
      path: '/queue/{queuename}/job',
      parameters: [queuename],
      result: result('list', ref('Job')),
      responses: statuses('200', '404'),
    }),
    operation({
      id: 'post_queue_list',
      method: 'POST',
      path: '/admin/queue',
      access: 'tenant-admin',
      body: body(ref('Queue')),
      result: result('single', ref('Queue')),
      responses: statuses('200', '409'),
    }),
    operation({
      id: 'get_user_list',
      path: '/admin/user',
      access: 'tenant-admin',
      result: result('list', ref('User')),
      responses: statuses('200'),
    }),
    operation({
      id: 'get_user_item',
      path: '/admin/user/{userid}',
      access: 'tenant-admin',
      parameters: [param('userid', 'path', int())],
      result: result('single', ref('User')),
      responses: statuses('200', '404'),
    }),
    operation({
      id: 'get_user_resource',
      path: '/user',
      result: result('single', ref('User')),
      responses: statuses('200'),
    }),
    operation({
      id: 'get_permission_resource',
      path: '/user/permission',
      result: result('single', ref('Permission')),
      responses: statuses('200'),
    }),
    operation({
      id: 'get_realm_list',
      path: '/superadmin/realm',
      access: 'superadmin',
      result: result('list', obj({ id: int(), name: str() })),
      responses: statuses('200', '401'),
    }),
  ],
});
