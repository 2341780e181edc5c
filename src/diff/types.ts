import type { ApiModel, HttpMethod } from '../ir/types.js';
import type { ChangeRecord } from './changes.js';

/**
 * The diff's two layers share these types. The structural diff (`structural/`) emits
 * neutral `ChangeRecord`s (`changes.ts`) that say *what* changed and where; the rules
 * (`rules/`) turn them into `Finding`s that say what it *means* (id, level, message, why).
 */
export type * from './changes.js';

export type Level = 'breaking' | 'warning' | 'info';

/**
 * Where the structural diff puts its changes: an array, or (`diffModels`) the rules
 * themselves, which turn each change into a finding as it comes (findings.ts).
 */
export interface ChangeSink {
  push(change: ChangeRecord): unknown;
}

/** What a rule makes of a change. */
export interface Finding {
  id: string;
  level: Level;
  method: HttpMethod | '';
  path: string;
  location: string;
  message: string;
  /** Client impact: the method callers write and the generated type, e.g. `api.job.get() → Job.user`. */
  client: string;
  why: string;
  pointer: string;
  /** The value before and after, when the change has one (a type, an enum's values, a bound). */
  old?: unknown;
  new?: unknown;
  /** With `--used-by`: whether the project reads or writes what the finding touches. */
  used?: boolean;
}

export interface DiffSummary {
  breaking: number;
  warning: number;
  info: number;
}

/** The result of a diff: docs/contract.md's JSON shape (plus `client`, `why`, `pointer` per change). */
export interface DiffReport {
  changes: Finding[];
  summary: DiffSummary;
}

export interface DiffOptions {
  /** Per-rule level overrides, e.g. `{ 'request-parameter-removed': 'info' }`. */
  levels?: Record<string, Level>;
  /** Accepted changes: findings that match any entry are dropped. */
  ignore?: IgnoreEntry[];
  /** Told of each dropped finding and the entry that accepted it (the CLI warns about unused entries). */
  onIgnored?: (entry: IgnoreEntry, finding: Finding) => void;
  /** `--used-by`: given the old model, whether a change touches the project (src/usage/). */
  usedBy?: (oldModel: ApiModel) => (change: ChangeRecord) => boolean;
  /**
   * `usedBy`, opened on demand (the CLI's: loading ts-morph and the project costs seconds):
   * `diffModelsOpening` opens it only when the models differ at all.
   */
  openUsedBy?: () => Promise<NonNullable<DiffOptions['usedBy']>>;
  /**
   * Told how many structural changes there are, once the structural diff is done and before
   * the findings are sorted and printed (the CLI lets V8's young generation grow for a large
   * report: cli/v8-tuning.ts).
   */
  onChanges?: (count: number) => void;
}

/** One accepted change: id, method and path are globs (`*` matches anything). */
export interface IgnoreEntry {
  id: string;
  method: string;
  path: string;
  /** Matches when the finding's location starts with it. */
  location?: string;
  /** `file:line`, for messages about the entry. */
  source?: string;
  /** The line as written (comment removed). */
  text?: string;
}
