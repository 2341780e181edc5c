import { beforeAll, describe, expect, it } from 'vitest';
import { RULES, type ChangeRecord, type Rule } from '../../src/diff/index.js';
import { applyRules } from '../../src/diff/findings.js';
import { defineRule } from '../../src/diff/rules/define.js';
import { overrideClosure, ruleMatches } from '../../src/diff/rules/precedence.js';
import { diffCorpus, type CorpusDiff } from '../helpers/diff-corpus.js';

/** Pairs of rules that both match a change while neither overrides the other. */
function unresolvedBy(rules: readonly Rule[]): (change: ChangeRecord) => string[] {
  const beats = overrideClosure(rules);
  return (change) => {
    const matching = rules.flatMap((rule) =>
      'fallback' in rule || !ruleMatches(rule, change) ? [] : [rule.id],
    );
    return matching.flatMap((a, i) =>
      matching
        .slice(i + 1)
        .filter((b) => !beats.get(a)!.has(b) && !beats.get(b)!.has(a))
        .map((b) => `${a} / ${b}`),
    );
  };
}

describe('rule precedence', () => {
  let corpus: CorpusDiff[];
  beforeAll(async () => {
    corpus = await diffCorpus();
  }, 120_000);

  it('is declared wherever two rules match one change (fixtures, installation, GitHub, Stripe)', () => {
    const problems = new Set<string>();
    const unresolved = unresolvedBy(RULES);
    for (const { name, changes } of corpus) {
      for (const change of changes) {
        for (const pair of unresolved(change))
          problems.add(`${pair} (${name}: ${change.location})`);
      }
    }
    expect([...problems]).toEqual([]);
    expect(corpus.reduce((sum, diff) => sum + diff.changes.length, 0)).toBeGreaterThan(30_000);
  });

  it('does not depend on the registry order', () => {
    for (const { changes } of corpus.slice(-3)) {
      expect(applyRules(changes, {}, [...RULES].reverse())).toEqual(applyRules(changes, {}, RULES));
    }
  });

  it('finds two rules that match one change without an override', () => {
    const change = corpus.find(
      (diff) => diff.name === 'request-property-became-read-only',
    )!.changes;
    const removed = change.find((c) => c.kind === 'property-removed')!;
    const rules = RULES.map((rule) => ('overrides' in rule ? { ...rule, overrides: [] } : rule));
    expect(unresolvedBy(rules)(removed)).toEqual([
      'request-property-became-read-only / request-property-removed',
    ]);
  });
});

describe('the override declarations', () => {
  it('name rules of the same kind, and there is exactly one fallback', () => {
    const kindOf = new Map(RULES.map((rule) => [rule.id, 'kind' in rule ? rule.kind : 'fallback']));
    for (const rule of RULES) {
      if (!('overrides' in rule)) continue;
      for (const other of rule.overrides ?? [])
        expect([rule.id, kindOf.get(other)]).toEqual([rule.id, rule.kind]);
    }
    expect(RULES.filter((rule) => 'fallback' in rule).map((rule) => rule.id)).toEqual([
      'api-schema-changed',
    ]);
  });

  it('are refused when they name no rule or form a cycle', () => {
    const text = { level: 'info', direction: 'none', message: 'm', why: 'w' } as const;
    const rule = (id: string, overrides: string[]) =>
      defineRule({ ...text, id, kind: 'type-changed', overrides });
    expect(() => overrideClosure([rule('a', ['b'])])).toThrow(
      'rule a overrides b, which is no rule',
    );
    expect(() => overrideClosure([rule('a', ['b']), rule('b', ['c']), rule('c', ['a'])])).toThrow(
      'rule a overrides itself through others (a cycle)',
    );
    expect(overrideClosure([rule('a', ['b']), rule('b', ['c']), rule('c', [])]).get('a')).toEqual(
      new Set(['b', 'c']),
    );
  });
});
