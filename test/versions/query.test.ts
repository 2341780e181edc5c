import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyFiles } from '../../src/write/verify.js';
import { repoRoot } from '../helpers/cli.js';
import { generateVersionsOutput, type VersionsOutput } from './harness.js';

/**
 * query.ts's options of an operation every version shares are declared once, in
 * shared/query.ts, typed by the shared methods (src/emit/versions/client-surface.ts): one
 * function takes the client of either version, and each version's module re-exports it.
 */
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const program = join(repoRoot, 'test/versions/query-program');

type QueryModule = Record<string, (...args: unknown[]) => { queryKey: unknown }>;
type Clients = Record<'one' | 'two', unknown>;

let output: VersionsOutput;

beforeAll(async () => {
  output = await generateVersionsOutput(
    { '1.0': v1, '2.0': v2 },
    'types,client,query,react-query',
    program,
  );
}, 180_000);
afterAll(() => output?.remove());

const read = (path: string): string => readFileSync(join(output.dir, 'api', path), 'utf8');

it('declares the options of a shared read once, typed by SharedMethods', () => {
  const shared = read('shared/query.ts');
  expect(shared).toContain('export function adminGroupListQueryOptions(');
  expect(shared).toMatch(/import type \{ SharedMethods as Client \} from '\.\/client\.js';/);
  for (const version of ['1.0', '2.0']) {
    const own = read(`versions/${version}/query.ts`);
    expect(own).not.toContain('function adminGroupListQueryOptions(');
    expect(own).toMatch(
      /export \{[^}]*\badminGroupListQueryOptions\b[^}]*\} from '\.\.\/\.\.\/shared\/query\.js'/,
    );
  }
  // A version's own read stays in its module, typed by its own client.
  expect(read('versions/2.0/query.ts')).toContain('export function jobStatsGetQueryOptions(');
});

it('is one function for both versions, keyed as queryKeys says', async () => {
  const one = await output.import<QueryModule>('api/versions/1.0/query.js');
  const two = await output.import<QueryModule>('api/versions/2.0/query.js');
  expect(one['adminGroupListQueryOptions']).toBe(two['adminGroupListQueryOptions']);
  const clients = await output.import<Clients>('query-check.js');
  const options = one['adminGroupListQueryOptions']?.(clients.two);
  const keys = two['queryKeys'] as unknown as { admin: { group: { list(): unknown } } };
  expect(options?.queryKey).toEqual(keys.admin.group.list());
  expect(options?.queryKey).toEqual(['admin', 'group', 'list', {}]);
});

it('compiles with either client, DataTag-typed, with the strictest options', async () => {
  expect(await verifyFiles(output.tsFiles, output.dir)).toEqual([]);
}, 180_000);
