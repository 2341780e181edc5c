import type { ChangeKind, ChangeRecord, ChangeSite, Direction, Level } from '../types.js';

/**
 * A rule gives one kind of structural change its meaning. Each rule lives in its own
 * file and is listed once in the registry table (`index.ts`); the first rule in the
 * table that matches a change turns it into a finding.
 */
export interface Rule {
  /** oasdiff-style id, `<direction>-<object>-<what>-<action>`, reused where oasdiff has one. */
  id: string;
  level: Level;
  direction: Direction;
  /** Message template: `{location}`, `{old}`, `{new}`, `{subject}`, `{detail}` are filled from the change. */
  message: string;
  /** Why the level is what it is: shown by every reporter and in docs/rules.md. */
  why: string;
  /** oasdiff's id for the same check, when it differs from ours (docs/rules.md shows its level). */
  oasdiff?: string;
  /**
   * The change kinds `matches` can accept (absent: any kind). An index, so that each change
   * is tested only against the rules for its kind; test/diff/rule-kinds.test.ts checks it.
   */
  kinds?: readonly ChangeKind[];
  matches(change: ChangeRecord): boolean;
}

export function defineRule(rule: Rule): Rule {
  return rule;
}

/** `change` is of `kind` at `site`: the common first half of every rule's test. */
export function is(change: ChangeRecord, kind: ChangeKind, site?: ChangeSite): boolean {
  return change.kind === kind && (site === undefined || change.site === site);
}

/** A changed constraint (`maxLength` …) at `site`, in the given sense. */
export function constraint(
  change: ChangeRecord,
  site: ChangeSite,
  subjects: string[],
  tightened: boolean,
): boolean {
  return (
    is(change, 'constraint-changed', site) &&
    subjects.includes(change.subject ?? '') &&
    change.tightened === tightened
  );
}

/** A pattern added, changed or removed at `site`. */
export function pattern(change: ChangeRecord, site: ChangeSite, action: string): boolean {
  return (
    is(change, 'constraint-changed', site) &&
    change.subject === 'pattern' &&
    change.facts?.action === action
  );
}

export const MAX_LENGTH = ['maxLength'];
export const MIN_LENGTH = ['minLength'];
export const MAXIMUM = ['maximum', 'exclusiveMaximum'];
export const MINIMUM = ['minimum', 'exclusiveMinimum'];
export const MAX_ITEMS = ['maxItems'];
export const MIN_ITEMS = ['minItems'];

/**
 * Has the removed operation's announced `x-sunset` date passed? No date, or one that does
 * not parse, is no announcement: the removal came before any sunset.
 */
export function sunsetPassed(change: ChangeRecord, now = Date.now()): boolean {
  const sunset = change.facts?.sunset;
  if (typeof sunset !== 'string') return false;
  const time = Date.parse(sunset);
  return !Number.isNaN(time) && time <= now;
}

/** A change at the root of a body or result (`body`, `result`), not inside it. */
export function atRoot(change: ChangeRecord): boolean {
  return change.location === 'body' || change.location === 'result';
}
