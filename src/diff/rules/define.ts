import type { ChangeKind, ChangeOf, ChangeSite, Direction, Level } from '../types.js';

/** What every rule says about the changes it judges: shown by reporters and docs/rules.md. */
export interface RuleText {
  /** oasdiff-style id, `<direction>-<object>-<what>-<action>`, reused where oasdiff has one. */
  id: string;
  level: Level;
  direction: Direction;
  /** Message template: `{location}`, `{old}`, `{new}`, `{subject}`, `{path}`, `{detail}` are filled from the change. */
  message: string;
  /** Why the level is what it is: shown by every reporter and in docs/rules.md. */
  why: string;
  /** oasdiff's id for the same check, when it differs from ours (docs/rules.md shows its level). */
  oasdiff?: string;
}

/**
 * A rule gives changes of one kind their meaning (its own file, or a row of a family
 * table: family.ts). It matches a change of its `kind`, at its `site` (absent: any), for
 * which `when` holds (absent: always). When several rules match one change, the one that
 * `overrides` the others wins (precedence.ts); a test fails when two rules can match one
 * change and neither overrides the other.
 */
export interface KindRule<K extends ChangeKind> extends RuleText {
  kind: K;
  site?: ChangeSite;
  when?: (change: ChangeOf<K>) => boolean;
  /** Ids of the rules of the same kind this one takes precedence over. */
  overrides?: readonly string[];
}

/** The rule for changes no other rule matches, so that no change goes unreported. */
export interface FallbackRule extends RuleText {
  fallback: true;
}

/** Any rule: a rule for one kind (its `when` sees only that kind's fields), or the fallback. */
export type Rule = { [K in ChangeKind]: KindRule<K> }[ChangeKind] | FallbackRule;

export function defineRule<K extends ChangeKind>(rule: KindRule<K>): KindRule<K> {
  return rule;
}

/** A changed bound (`maxLength` …) among `subjects`, in the given sense. */
export function bound(subjects: readonly string[], tightened: boolean) {
  return (change: ChangeOf<'constraint-changed'>): boolean =>
    change.tightened === tightened && subjects.includes(change.subject);
}

/**
 * Has the removed operation's announced `x-sunset` date passed? No date, or one that does
 * not parse, is no announcement: the removal came before any sunset.
 */
export function sunsetPassed(change: ChangeOf<'operation-removed'>, now = Date.now()): boolean {
  const sunset = change.facts.sunset;
  if (typeof sunset !== 'string') return false;
  const time = Date.parse(sunset);
  return !Number.isNaN(time) && time <= now;
}

/** A change at the root of a body or result (`body`, `result`), not inside it. */
export function atRoot(change: { location: string }): boolean {
  return change.location === 'body' || change.location === 'result';
}

/**
 * Variants of an `anyOf` / `oneOf` / `allOf` added or removed (a `schema-changed` of
 * `variants`) on one side of the wire: a body or result, or a parameter's schema.
 */
export function variants(
  direction: Direction,
  keyword: 'anyOf' | 'oneOf' | 'allOf',
  action: 'added' | 'removed',
) {
  return (change: ChangeOf<'schema-changed'>): boolean =>
    change.direction === direction &&
    change.subject === 'variants' &&
    change.facts?.keyword === keyword &&
    change.facts[action];
}
