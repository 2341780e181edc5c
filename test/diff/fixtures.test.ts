import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSources, RULES } from '../../src/diff/index.js';
import { diffFixtures, fixtureIds, writeFixturePair } from '../helpers/diff-fixtures.js';

const pairs = fixtureIds();
const levelOf = new Map(RULES.map((rule) => [rule.id, rule.level]));
const whyOf = new Map(RULES.map((rule) => [rule.id, rule.why]));

describe('the fixture pair of every rule', () => {
  it('exists for every registered rule, and every pair belongs to a rule', () => {
    expect(pairs).toEqual(RULES.map((rule) => rule.id).sort());
  });

  // Each pair's whole report is checked: every finding's why against its rule (the rule's
  // text, which docs/rules.md shows), the rest (id, level, method, path, location, message,
  // client impact, pointer, old/new) against the pair's expected.json: update with `-u`,
  // then read the diff. The two checks before it keep an update honest: the rule fires,
  // and a pair made for a rule below breaking holds nothing breaking.
  it.each(pairs)(
    '%s: the rule fires, nothing worse, and the findings are expected.json',
    async (id) => {
      // Access levels come from path prefixes, so those pairs differ by configuration only.
      const { oldFile, newFile, options } = writeFixturePair(id);
      const report = await diffSources(oldFile, newFile, { normalise: options });
      expect(report.changes.map((change) => change.id)).toContain(id);
      if (levelOf.get(id) !== 'breaking') {
        expect(report.changes.filter((change) => change.level === 'breaking')).toEqual([]);
      }
      const findings = report.changes.map(({ why, ...finding }) => {
        expect([finding.id, why]).toEqual([finding.id, whyOf.get(finding.id)]);
        return finding;
      });
      await expect(`${JSON.stringify(findings, null, 2)}\n`).toMatchFileSnapshot(
        join(diffFixtures, id, 'expected.json'),
      );
    },
  );
});
