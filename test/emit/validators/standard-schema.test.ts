import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyFiles } from '../../../src/write/verify.js';
import { runCli, repoRoot } from '../../helpers/cli.js';
import { transpileDir } from '../../e2e/harness.js';

/**
 * Standard Schema v1 on every generated validator, through a library that takes one:
 * Hono's `sValidator` calls `schema['~standard'].validate` and answers 400 with the issues.
 * The generated code is the CLI's output for the reference installation (v2); a consumer
 * checks at compile time that the validators are `@standard-schema/spec`'s
 * `StandardSchemaV1` with the document's types, while the generated code itself imports
 * nothing (the interface is copied into runtime/standard-schema.ts).
 */
type StandardResult = { value?: unknown; issues?: { message: string; path?: unknown[] }[] };
type StandardValidator = ((value: unknown) => unknown) & {
  '~standard': { version: number; vendor: string; validate(v: unknown): StandardResult };
};
let dir: string;
let v: Record<string, StandardValidator>;

beforeAll(async () => {
  // Inside the repository, so that the compile check resolves @standard-schema/spec.
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  dir = mkdtempSync(join(repoRoot, '.tmp', 'standard-'));
  const out = join(dir, 'api');
  const result = await runCli([
    'generate',
    join(repoRoot, 'fixtures/installation/docs/v2.json'),
    '-o',
    out,
    '--targets',
    'types,client,validators',
  ]);
  if (result.code !== 0) throw new Error(result.stderr);
  const consumer = join(dir, 'consumer.ts');
  writeFileSync(consumer, CONSUMER);
  expect(await verifyFiles([consumer], dir)).toEqual([]);
  transpileDir(out);
  v = (await import(pathToFileURL(join(out, 'validators.js')).href)) as typeof v;
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONSUMER = `import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Job, JobListParams, JobSubmitBody } from './api/index.js';
import { validateJob, validateJobListParams, validateJobSubmitBody } from './api/index.js';

const job: StandardSchemaV1<Job> = validateJob;
const body: StandardSchemaV1<JobSubmitBody> = validateJobSubmitBody;
const params: StandardSchemaV1 = validateJobListParams;
type Out = StandardSchemaV1.InferOutput<typeof validateJob>;
export const same: [Out] extends [Job] ? ([Job] extends [Out] ? true : false) : false = true;
export const listed: StandardSchemaV1.InferOutput<typeof validateJobListParams> extends Omit<JobListParams, 'body'> ? true : false = true;
void [job, body, params];
`;

const good = { name: 'nightly', command: 'make', queue: 'default', project: 1 };

describe('~standard', () => {
  it('is version 1 from vendor specforge, on named and operation validators alike', () => {
    for (const name of ['validateJob', 'validateJobSubmitBody', 'validateJobListParams']) {
      const props = v[name]?.['~standard'];
      expect(props, name).toMatchObject({ version: 1, vendor: 'specforge' });
    }
  });

  it('returns the value when valid, issues with paths (indices as numbers) when not', () => {
    const standard = v.validateJobListParams!['~standard'];
    const ok = { query: { state: ['queued'], limit: 10 } };
    expect(standard.validate(ok)).toEqual({ value: ok });
    const bad = standard.validate({ query: { state: ['queued', 'paused'], limit: 'ten' } });
    expect(bad.value).toBeUndefined();
    expect(bad.issues?.map((issue) => issue.path)).toEqual([
      ['query', 'limit'],
      ['query', 'state', 1],
    ]);
    expect(bad.issues?.every((issue) => issue.message.length > 0)).toBe(true);
  });
});

describe('Hono takes the validators as they are (@hono/standard-validator)', () => {
  let app: Hono;
  beforeAll(() => {
    app = new Hono();
    const schema = (name: string) => v[name] as unknown as StandardSchemaV1;
    app.post('/job', sValidator('json', schema('validateJobSubmitBody')), (c) =>
      c.json(c.req.valid('json') as object),
    );
    app.post('/job/full', sValidator('json', schema('validateJob')), (c) =>
      c.json(c.req.valid('json') as object),
    );
  });
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('passes a valid body to the handler', async () => {
    const reply = await post('/job', good);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual(good);
  });

  it('refuses an invalid body with 400 and the issues, each with its path', async () => {
    const reply = await post('/job', { ...good, name: 42, priority: 'high' });
    expect(reply.status).toBe(400);
    const { error } = (await reply.json()) as { error: { path: unknown[]; message: string }[] };
    expect(error.map((issue) => issue.path)).toEqual([['name'], ['priority']]);
    const wrong = await post('/job/full', { id: 1, name: 'x', state: 'paused' });
    expect(wrong.status).toBe(400);
    const issues = ((await wrong.json()) as { error: { path: unknown[] }[] }).error;
    expect(issues.map((issue) => issue.path)).toEqual([['state']]);
  });
});
