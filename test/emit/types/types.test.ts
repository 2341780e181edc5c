import { describe, expect, it } from 'vitest';
import { emitTypes } from '../../../src/emit/types/index.js';
import { typeNames } from '../../../src/emit/shared/names.js';
import { viewSensitiveSchemas } from '../../../src/ir/export-names.js';
import {
  apiModel,
  arr,
  int,
  namedSchema,
  obj,
  operation,
  ref,
  str,
} from '../../../src/ir/factories.js';
import { jobModel } from '../fixtures/job-model.js';

const options = { specforgeVersion: '0.0.0', targets: ['types'] };

describe('types.ts', () => {
  const text = emitTypes(jobModel(), options)[0]?.contents ?? '';

  it.each([
    ['the banner names the document, never a time', '// Document: version 1.4.2, sha256 aaaa'],
    ['enums are literal unions', `export type JobState = 'queued' | 'running' | "it's done";`],
    ['beside a const object of values', `export const JobState = {\n  queued: 'queued',`],
    ['responses omit writeOnly', 'export interface User {\n  email?: string;\n  id?: number;\n}'],
    ['requests omit readOnly, refs follow the view', 'export interface JobInput {'],
    ['nullable refs', 'owner?: User | null;'],
    ['requests refer to the input view', 'owner?: UserInput | null;'],
    ['multipart uploads take Blob or Uint8Array', 'file: Blob | Uint8Array;'],
    ['downloads are Blobs', 'export type StorageFileDownloadResult = Blob;'],
    ['empty results are void', 'export type JobDeleteResult = void;'],
    ['list results are arrays', 'export type JobListResult = Job[];'],
    ['flat args for named methods', 'export interface JobGetArgs {\n  jobid: number;\n}'],
    ['params pick from args', "path: Pick<JobGetArgs, 'jobid'>;"],
    ['bodies use the request view', 'export type JobCreateBody = JobInput;'],
  ])('%s', (_name, want) => {
    expect(text).toContain(want);
  });

  it('never says any', () => {
    expect(text).not.toMatch(/\bany\b/);
  });
});

describe('type names', () => {
  it('finds view-sensitive schemas through refs and cycles', () => {
    const schemas = [
      namedSchema('A', obj({ b: ref('B') })),
      namedSchema('B', obj({ a: ref('A'), id: int({ readOnly: true }) })),
      namedSchema('C', obj({ items: arr(ref('A')) })),
      namedSchema('D', obj({ name: str() })),
    ];
    expect(viewSensitiveSchemas(schemas)).toEqual(['A', 'B', 'C']);
  });

  it('numbers only the one name a schema already holds (ADR 0003)', () => {
    const model = apiModel({
      schemas: [
        namedSchema('JobGetResult', str()),
        namedSchema('JobInput', str()),
        namedSchema('Job', obj({ id: int({ readOnly: true }) })),
      ],
      operations: [operation({ method: 'GET', path: '/job/{jobid}', name: 'job.get' })],
    });
    const names = typeNames(model);
    expect(names.operation('job_get')).toEqual({
      params: 'JobGetParams',
      args: 'JobGetArgs',
      body: 'JobGetBody',
      result: 'JobGetResult2',
    });
    expect(names.schema('Job', 'request')).toBe('JobInput2');
  });
});
