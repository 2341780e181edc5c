import { describe, expect, it } from 'vitest';
import { diffSources, RULES } from '../../src/diff/index.js';
import { fixtureIds, writeFixturePair } from '../helpers/diff-fixtures.js';

const pairs = fixtureIds();
const levelOf = new Map(RULES.map((rule) => [rule.id, rule.level]));

describe('the fixture pair of every rule', () => {
  it('exists for every registered rule, and every pair belongs to a rule', () => {
    expect(pairs).toEqual(RULES.map((rule) => rule.id).sort());
  });

  it.each(pairs)('%s: the rule fires, and nothing worse than it', async (id) => {
    // Access levels come from path prefixes, so those pairs differ by configuration only.
    const { oldFile, newFile, options } = writeFixturePair(id);
    const report = await diffSources(oldFile, newFile, { normalise: options });
    expect(report.changes.map((change) => change.id)).toContain(id);
    if (levelOf.get(id) !== 'breaking') {
      expect(report.changes.filter((change) => change.level === 'breaking')).toEqual([]);
    }
  });
});
