import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSources } from '../../src/diff/index.js';
import { repoRoot } from '../helpers/cli.js';

const dir = join(repoRoot, 'fixtures/diff/equivalence');
const base = join(dir, 'base.json');

/** Documents that say the same as base.json, written differently: not a change for anyone. */
describe('restructuring with the same meaning reports nothing', () => {
  it.each([
    ['ref-inlined', '$ref replaced by the same schema inline'],
    ['reordered', 'keys, methods and parameters in another order'],
    ['params-on-operation', 'path parameters moved from the path item to each operation'],
    ['described', 'descriptions and summaries edited'],
    ['oas3', 'the same API written as OpenAPI 3.0'],
  ])('%s (%s)', async (name) => {
    const report = await diffSources(base, join(dir, `${name}.json`));
    expect(report.changes).toEqual([]);
    const back = await diffSources(join(dir, `${name}.json`), base);
    expect(back.changes).toEqual([]);
  });
});
