import type { ChangeKind, ChangeOf, ChangeSite, Direction, Level } from '../types.js';
import type { Rule } from './define.js';

/**
 * Rule families: rules that differ only in constants are written as one table,
 * site × keyword × sense → id, level, message, why, and generated here. A rule whose
 * test or wording is its own stays in its own file.
 */

/** Where a family's rules apply: the change site, the id's object part, the message's noun. */
export interface FamilySite {
  site: ChangeSite;
  /** `request-parameter`: ids are `<id>-<keyword>-<sense>`. */
  id: string;
  /** `parameter`, `request property`: fills `{noun}` in a row's message. */
  noun: string;
}

/** One row of a family: a keyword in one sense, the changes it matches and what they mean. */
export interface FamilyRow<K extends ChangeKind> {
  keyword: string;
  sense: string;
  kind: K;
  when?: (change: ChangeOf<K>) => boolean;
  level: Level;
  /** A rule message template (findings.ts) plus `{noun}`, filled from the site. */
  message: string;
  /** One why for every site, or one per site where the wording differs. */
  why: string | Readonly<Partial<Record<ChangeSite, string>>>;
}

export type AnyFamilyRow = { [K in ChangeKind]: FamilyRow<K> }[ChangeKind];

/** Every row at every site: one rule each, in site order then row order. */
export function family(
  direction: Direction,
  sites: readonly FamilySite[],
  rows: readonly AnyFamilyRow[],
): Rule[] {
  return sites.flatMap((at) => rows.map((row) => ruleAt(direction, at, row)));
}

function ruleAt(direction: Direction, at: FamilySite, row: AnyFamilyRow): Rule {
  const { keyword, sense, message, why, ...matcher } = row;
  const text = typeof why === 'string' ? why : why[at.site];
  if (text === undefined)
    throw new Error(`family row ${keyword}-${sense} has no why for ${at.site}`);
  return {
    ...matcher,
    id: `${at.id}-${keyword}-${sense}`,
    site: at.site,
    direction,
    message: message.replace('{noun}', at.noun),
    why: text,
  };
}
