import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSources, type Finding } from '../../src/diff/index.js';
import { groupBySchema } from '../../src/diff/report/schema-groups.js';
import { repoRoot } from '../helpers/cli.js';

function finding(
  method: string,
  path: string,
  client: string,
  extra: Partial<Finding> = {},
): Finding {
  return {
    id: 'response-property-removed',
    level: 'breaking',
    method: method as Finding['method'],
    path,
    location: 'result.name',
    message: 'response property result.name removed',
    client,
    why: 'readers break',
    pointer: '#/definitions/Job/properties/name',
    ...extra,
  };
}

describe('--group-by schema', () => {
  it('folds one change to a named schema, reached by several operations, into one entry', () => {
    const groups = groupBySchema([
      finding('GET', '/job', 'job.list → Job.name'),
      finding('GET', '/job/{id}', 'job.get → Job.name', { location: 'result[].name' }),
      finding('POST', '/job', 'job.submit → Job.name'),
      finding('GET', '/job', 'job.list → params.limit', {
        id: 'request-parameter-max-decreased',
        location: 'query.limit',
      }),
      finding('GET', '/job', 'job.list → Job.state', {
        id: 'response-property-enum-value-added',
        level: 'warning',
        new: ['held'],
      }),
    ]);
    expect(groups.map((group) => [group.kind, group.title, group.changes.length])).toEqual([
      ['schema', 'Job', 2],
      ['operation', 'GET /job', 1],
    ]);
    const [removed] = groups[0]!.changes;
    expect(removed!.typeRef).toBe('Job.name');
    expect(removed!.reaches.map((f) => `${f.method} ${f.path}`)).toEqual([
      'GET /job',
      'GET /job/{id}',
      'POST /job',
    ]);
    expect(groups[1]!.client).toBe('job.list');
  });

  it('keeps changes apart that differ in values or level', () => {
    const groups = groupBySchema([
      finding('GET', '/a', 'a.get → Job.state', { new: ['x'] }),
      finding('GET', '/b', 'b.get → Job.state', { new: ['y'] }),
      finding('GET', '/c', 'c.get → Job.state', { new: ['x'], level: 'info' }),
    ]);
    expect(groups[0]!.changes).toHaveLength(3);
  });

  it('loses no finding: the installation v1 → v2, every finding reached exactly once', async () => {
    const docs = join(repoRoot, 'fixtures/installation/docs');
    const report = await diffSources(join(docs, 'v1.json'), join(docs, 'v2.json'));
    const reached = groupBySchema(report.changes).flatMap((group) =>
      group.changes.flatMap((change) => change.reaches),
    );
    expect(new Set(reached)).toEqual(new Set(report.changes));
    expect(reached).toHaveLength(report.changes.length);
  });
});
