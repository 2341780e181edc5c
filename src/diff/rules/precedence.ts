import type { ChangeKind, ChangeRecord, ChangeSite } from '../types.js';
import type { FallbackRule, Rule } from './define.js';

type AnyKindRule = Exclude<Rule, FallbackRule>;

/**
 * Which rule judges a change. Every rule of the change's kind that matches it is a
 * candidate; the winner is the candidate that overrides all the others (`overrides`,
 * followed transitively); no candidate: the fallback. The registry's order plays no part.
 * Tests fail when two candidates have no override relation (test/diff/precedence*.test.ts:
 * every fixture, the installation and real-world diffs, and 20 000 generated changes of
 * every kind), so the winner is declared, never an accident of position. (Were a change
 * ever to slip past them, the smaller id would win: still not the registry's order.)
 */
export function ruleSelector(rules: readonly Rule[]): (change: ChangeRecord) => Rule | undefined {
  const fallback = rules.find((rule): rule is FallbackRule => 'fallback' in rule);
  const ordered = precedenceOrder(rules);
  // Each kind's rules for each site, in the same order: a change is matched only against
  // the rules that can apply where it is (Stripe's pair: 38 000 changes).
  const bySite = new Map<ChangeKind, Map<ChangeSite, readonly AnyKindRule[]>>();
  const candidates = (kind: ChangeKind, site: ChangeSite): readonly AnyKindRule[] => {
    let sites = bySite.get(kind);
    if (!sites) bySite.set(kind, (sites = new Map<ChangeSite, readonly AnyKindRule[]>()));
    let found = sites.get(site);
    if (!found) {
      found = ordered(kind).filter((rule) => rule.site === undefined || rule.site === site);
      sites.set(site, found);
    }
    return found;
  };
  return (change) => firstMatch(candidates(change.kind, change.site), change) ?? fallback;
}

/**
 * The first of `rules` that matches `change`. A loop, not `find` with an arrow: a large diff
 * (Stripe's pair: 38 000 changes) would allocate a closure per change.
 */
function firstMatch(rules: readonly AnyKindRule[], change: ChangeRecord): AnyKindRule | undefined {
  for (let index = 0; index < rules.length; index++) {
    if (ruleMatches(rules[index]!, change)) return rules[index];
  }
  return undefined;
}

/** Does a rule of some kind match a change: its kind, its site (if any), its condition (if any)? */
export function ruleMatches(rule: AnyKindRule, change: ChangeRecord): boolean {
  if (rule.kind !== change.kind || (rule.site !== undefined && rule.site !== change.site))
    return false;
  // `when` reads the fields of the rule's kind, and the kinds are equal: the one cast.
  const when = rule.when as ((change: ChangeRecord) => boolean) | undefined;
  return when === undefined || when(change);
}

/**
 * Each kind's rules with every rule before all the rules it overrides (ties by id, not
 * by registry position). The first that matches a change is then the winner whenever a
 * winner is declared. Worked out once per kind, on first use.
 */
function precedenceOrder(rules: readonly Rule[]): (kind: ChangeKind) => readonly AnyKindRule[] {
  const beats = overrideClosure(rules);
  const byKind = new Map<ChangeKind, AnyKindRule[]>();
  return (kind) => {
    let ordered = byKind.get(kind);
    if (!ordered) {
      const own = rules.filter(
        (rule): rule is AnyKindRule => !('fallback' in rule) && rule.kind === kind,
      );
      ordered = topological(own, beats);
      byKind.set(kind, ordered);
    }
    return ordered;
  };
}

/** Repeatedly takes the first id among the rules no remaining rule overrides. */
function topological(
  own: AnyKindRule[],
  beats: ReadonlyMap<string, ReadonlySet<string>>,
): AnyKindRule[] {
  const remaining = [...own].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ordered: AnyKindRule[] = [];
  while (remaining.length > 0) {
    const free = remaining.findIndex(
      (rule) => !remaining.some((other) => beats.get(other.id)?.has(rule.id)),
    );
    ordered.push(...remaining.splice(free, 1));
  }
  return ordered;
}

/**
 * Every rule id → the ids it overrides, directly or through rules it overrides. An
 * override of an unknown id, or a cycle, is a mistake in the registry: it throws.
 */
export function overrideClosure(rules: readonly Rule[]): Map<string, Set<string>> {
  const direct = new Map(rules.map((rule) => [rule.id, overridesOf(rule)]));
  for (const [id, overridden] of direct) {
    const unknown = overridden.find((other) => !direct.has(other));
    if (unknown) throw new Error(`rule ${id} overrides ${unknown}, which is no rule`);
  }
  const reach = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...direct.get(start)!];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (id === start) throw new Error(`rule ${start} overrides itself through others (a cycle)`);
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...direct.get(id)!);
    }
    return seen;
  };
  return new Map([...direct.keys()].map((id) => [id, reach(id)]));
}

function overridesOf(rule: Rule): readonly string[] {
  return ('overrides' in rule ? rule.overrides : undefined) ?? [];
}
