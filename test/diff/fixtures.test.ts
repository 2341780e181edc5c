import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSources, RULES } from '../../src/diff/index.js';
import { repoRoot } from '../helpers/cli.js';

const fixtures = join(repoRoot, 'fixtures/diff');
const pairs = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, 'old.json')));
const levelOf = new Map(RULES.map((rule) => [rule.id, rule.level]));

describe('the fixture pair of every rule', () => {
  it('exists for every registered rule, and every pair belongs to a rule', () => {
    expect([...pairs].sort()).toEqual(RULES.map((rule) => rule.id).sort());
  });

  it.each(pairs)('%s: the rule fires, and nothing worse than it', async (id) => {
    // Access levels come from path prefixes, so those pairs differ by configuration only.
    const optionsFile = join(fixtures, id, 'options.json');
    const normalise = existsSync(optionsFile)
      ? JSON.parse(readFileSync(optionsFile, 'utf8'))
      : undefined;
    const old = join(fixtures, id, 'old.json');
    const report = await diffSources(old, join(fixtures, id, 'new.json'), { normalise });
    expect(report.changes.map((change) => change.id)).toContain(id);
    if (levelOf.get(id) !== 'breaking') {
      expect(report.changes.filter((change) => change.level === 'breaking')).toEqual([]);
    }
  });
});
