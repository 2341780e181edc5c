import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/diff/rules/index.js';
import {
  homeFor,
  homeOf,
  notOurs,
  parseOasdiffCatalogue,
} from '../../src/diff/oasdiff-coverage.js';
import { OASDIFF_ELSEWHERE } from '../../src/diff/oasdiff-elsewhere.js';
import { repoRoot } from '../helpers/cli.js';

const catalogue = parseOasdiffCatalogue(
  readFileSync(join(repoRoot, 'fixtures/oasdiff/checks.txt'), 'utf8'),
);

describe("oasdiff's whole catalogue", () => {
  it('is read whole (509 checks)', () => {
    expect(catalogue.size).toBe(509);
  });

  it('gives every check a home: a rule of the same id, a rule naming it, or a documented group', () => {
    expect(notOurs(RULES, catalogue).filter((id) => !homeOf(id))).toEqual([]);
  });

  it('has no group that holds no check (a stale entry)', () => {
    const homes = new Set(notOurs(RULES, catalogue).map(homeOf));
    expect(OASDIFF_ELSEWHERE.filter((group) => !homes.has(group)).map((g) => g.ids)).toEqual([]);
  });

  it('maps every check a group carries to rules that exist (fixtures/oasdiff/cases.json is built with it)', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    const unknown = [...catalogue.keys()].flatMap((id) => {
      const home = homeFor(id, RULES);
      return 'rules' in home
        ? home.rules.filter((rule) => !ids.has(rule)).map((rule) => `${id} → ${rule}`)
        : [];
    });
    expect(unknown).toEqual([]);
  });

  it('names only real oasdiff ids in rules that give one', () => {
    const aliases = RULES.flatMap((rule) => (rule.oasdiff ? [rule.oasdiff] : []));
    expect(aliases.filter((id) => !catalogue.has(id))).toEqual([]);
  });
});
