import { describe, expect, it } from 'vitest';
import { exportNames, namedSources } from '../../src/ir/export-names.js';
import { constantCase } from '../../src/ir/naming.js';
import { model, swagger2, type Doc } from './helpers.js';

/** Inline enums get `<Owner><Path>` names, claimed after every other export (ADR 0003, rule 7). */
const job: Doc = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['queued', 'done'] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    kind: { type: 'string', enum: ['only'], 'x-nullable': true },
    tag: { type: 'string', enum: [] },
  },
};

function doc(definitions: Doc, paths: Doc = {}): Doc {
  return swagger2({ definitions, paths });
}

const list: Doc = {
  '/job': {
    get: {
      operationId: 'get_job_list',
      parameters: [{ name: 'state', in: 'query', type: 'string', enum: ['queued', 'done'] }],
      responses: {
        '200': {
          description: 'ok',
          schema: { type: 'array', items: { $ref: '#/definitions/Job' } },
        },
      },
    },
  },
};

function names(document: Doc): Record<string, Record<string, string>> {
  return Object.fromEntries(namedSources(model(document)).map((s) => [s.key, s.names]));
}

describe('enum names', () => {
  it('names property, array-item and parameter enums by owner and path; not empty enums', () => {
    const all = names(doc({ Job: job, Mode: { type: 'string', enum: ['x', 'y'] } }, list));
    expect(all['schema #/definitions/Job']).toEqual({
      type: 'Job',
      'enum state': 'JobState',
      'values state': 'JOB_STATE_VALUES',
      'enum tags': 'JobTags',
      'values tags': 'JOB_TAGS_VALUES',
      'enum kind': 'JobKind',
      'values kind': 'JOB_KIND_VALUES',
    });
    expect(all['schema #/definitions/Mode']).toEqual({ type: 'Mode', values: 'MODE_VALUES' });
    expect(all['operation GET /job']).toMatchObject({
      'enum query state': 'JobListState',
      'values query state': 'JOB_LIST_STATE_VALUES',
    });
  });

  it('new schemas, properties and operations do not rename an existing enum', () => {
    const before = names(doc({ Job: job }, list));
    const grown = doc(
      {
        Job: { ...job, properties: { ...(job.properties as Doc), mode: job } },
        JobListQuery: job,
        Queue: { type: 'object', properties: { state: job } },
      },
      {
        ...list,
        '/job/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
            responses: {},
          },
        },
      },
    );
    expect(names(grown)).toMatchObject(before);
  });

  it('two enums deriving one name: a true collision, the later one in claim order numbered', () => {
    // Schemas claim before operations: an added schema `JobList` with a `state` enum takes
    // `JobListState` from job.list's parameter; `specforge diff` reports generated-name-changed.
    const all = names(doc({ Job: job, JobList: job }, list));
    expect(all['schema #/definitions/JobList']?.['enum state']).toBe('JobListState');
    expect(all['operation GET /job']?.['enum query state']).toBe('JobListState2');
  });

  it('a schema literally named like an enum keeps its name; that enum alone is numbered', () => {
    const m = model(doc({ Job: job, JobState: { type: 'string' } }));
    const enums = exportNames(m).enums.schemas.get('Job') ?? [];
    expect(enums.map((e) => e.type)).toEqual(['JobKind', 'JobState2', 'JobTags']);
    expect(enums.map((e) => e.values)).toContain('JOB_STATE_2_VALUES');
  });

  it.each([
    ['JobState', 'JOB_STATE'],
    ['HTTPStatus', 'HTTP_STATUS'],
    ['OddNames3dMode', 'ODD_NAMES_3D_MODE'],
    ['_3dSecure', '_3D_SECURE'],
  ])('constantCase(%s) = %s', (name, want) => {
    expect(constantCase(name)).toBe(want);
  });
});
