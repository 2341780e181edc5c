import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffModels } from '../../src/diff/index.js';
import { groupBySchema } from '../../src/diff/report/schema-groups.js';
import { normalise } from '../../src/normalise/index.js';
import { sha256Canonical } from '../../src/json/canonical.js';
import { fixtureIds, fixturePair } from '../helpers/diff-fixtures.js';
import { loadDocument } from '../../src/loader/index.js';
import { repoRoot } from '../helpers/cli.js';
import type { ApiModel } from '../../src/ir/types.js';

/**
 * Issue 34 part 6: `--group-by schema` made a group of every type reference's root, so the
 * X-Fields mask's findings (`options.fields`) were gathered under a "schema options". A schema
 * group is titled by a schema one of the two models has; everything else groups by operation.
 */
function modelOf(document: Record<string, unknown>, options = {}): ApiModel {
  return normalise({ document, sha256: sha256Canonical(document) }, options);
}

function foreignGroups(oldModel: ApiModel, newModel: ApiModel): string[] {
  const names = new Set([...oldModel.schemas, ...newModel.schemas].map((schema) => schema.name));
  return groupBySchema(diffModels(oldModel, newModel).changes)
    .filter((group) => group.kind === 'schema' && !names.has(group.title))
    .map((group) => group.title);
}

describe('--group-by schema groups only by schemas the documents have', () => {
  it('in every rule fixture', () => {
    const foreign = fixtureIds().flatMap((id) => {
      const pair = fixturePair(id);
      const titles = foreignGroups(
        modelOf(pair.old, pair.options?.old),
        modelOf(pair.new, pair.options?.new),
      );
      return titles.map((title) => `${id}: ${title}`);
    });
    expect(foreign).toEqual([]);
  });

  it('in the installation v1 → v2', async () => {
    const docs = join(repoRoot, 'fixtures/installation/docs');
    const [v1, v2] = await Promise.all(
      ['v1.json', 'v2.json'].map((file) => loadDocument(join(docs, file), { validate: false })),
    );
    expect(foreignGroups(modelOf(v1!.document), modelOf(v2!.document))).toEqual([]);
  });
});
