import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../src/api/index.js';
import type { TargetName } from '../../src/emit/targets.js';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import { renderOutput } from '../../src/write/render-output.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * `generate` works out the query target's facts (paging, polling, invalidation) only when
 * `query` is among its targets. Its files must be those emitted from the full model either
 * way: with `query`, query.ts has every fact; without it, no other file changes.
 */
const source = join(repoRoot, 'fixtures/installation/docs/v2.json');

async function fromFullModel(targets: TargetName[]) {
  const loaded = await loadDocument(source, { validate: false });
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
  return await renderOutput(model, loaded, { targets });
}

/**
 * A file as compared: the lock without what only `generate` records (its inputs and their
 * seal, for check's fast path: `renderOutput` alone is given none).
 */
function comparable(file: { path: string; contents: string }): [string, unknown] {
  if (file.path !== 'specforge.lock.json') return [file.path, file.contents];
  const { inputs: _inputs, inputsSeal: _seal, ...lock } = JSON.parse(file.contents);
  return [file.path, lock];
}

describe.each([
  [['types', 'client', 'query']],
  [['types', 'client', 'validators', 'mocks']],
] as TargetName[][][])('generate --targets %j', (targets) => {
  it('writes what emitting from the full model writes', async () => {
    const result = await generate({ source, output: '/unused', targets, dryRun: true });
    const expected = await fromFullModel(targets);
    expect(result.files.map(comparable)).toEqual(expected.map(comparable));
    if (targets.includes('query')) {
      const query = result.files.find((f) => f.path === 'query.ts')?.contents ?? '';
      // The installation's facts: job.list pages, job.get polls, job.submit invalidates.
      expect(query).toMatch(/InfiniteQueryOptions/);
      expect(query).toMatch(/refetchInterval/);
      expect(query).toMatch(/export const invalidates = \{\n\s+'[^']+': /);
    }
  });
});
