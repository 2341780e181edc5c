import type { ApiModel, HttpMethod } from '../ir/types.js';

/**
 * The diff's two layers share these types. The structural diff (`structural/`) emits
 * neutral `ChangeRecord`s that say *what* changed and where; the rules (`rules/`) turn
 * them into `Finding`s that say what it *means* (id, level, message, why).
 */

export type Level = 'breaking' | 'warning' | 'info';

/** Whose data a change touches: what the client sends, what it receives, or neither. */
export type Direction = 'request' | 'response' | 'none';

/** The part of an operation a change sits in. `api` is model-wide (e.g. the auth scheme). */
export type ChangeSite = 'api' | 'operation' | 'parameter' | 'request-body' | 'response';

export type ChangeKind =
  | 'operation-removed'
  | 'operation-added'
  | 'deprecated-changed'
  | 'access-changed'
  | 'auth-changed'
  | 'security-scheme-changed'
  | 'global-security-added'
  | 'global-security-removed'
  | 'webhook-added'
  | 'webhook-removed'
  | 'client-name-changed'
  | 'generated-name-changed'
  | 'result-shape-changed'
  | 'parameter-added'
  | 'parameter-removed'
  | 'parameter-location-changed'
  | 'path-parameter-renamed'
  | 'required-changed'
  | 'body-added'
  | 'body-removed'
  | 'media-type-added'
  | 'media-type-removed'
  | 'status-added'
  | 'status-removed'
  | 'header-added'
  | 'header-removed'
  | 'array-format-changed'
  | 'property-added'
  | 'property-removed'
  | 'type-changed'
  | 'format-changed'
  | 'nullable-changed'
  | 'enum-value-added'
  | 'enum-value-removed'
  | 'constraint-changed'
  | 'schema-changed';

/** The operation a change belongs to (the new one when both exist). */
export interface OperationRef {
  method: HttpMethod | '';
  path: string;
  /** The client method callers write, e.g. `api.job.get()` (empty for model-wide changes). */
  client: string;
  /** The client runs this operation inside its own method (`api.login()`): no generated type to name. */
  ownMethod?: boolean;
}

/** One neutral, structural change between two models. */
export interface ChangeRecord {
  kind: ChangeKind;
  site: ChangeSite;
  direction: Direction;
  operation: OperationRef;
  /** Human location inside the operation, e.g. `query.limit`, `body.user.name`, `result[].id`. */
  location: string;
  /** JSON pointer into the new document (the old one for removals). */
  pointer: string;
  old?: unknown;
  new?: unknown;
  /** What changed, when the kind needs it: a constraint (`maxLength`), a status, a media type. */
  subject?: string;
  /** Constraint changes: true when fewer values are accepted than before. */
  tightened?: boolean;
  /** The generated type the change touches, e.g. `Job.user` or `params.limit`. */
  typeRef?: string;
  /** Extra facts a rule may test, e.g. `{ deprecated: true }` for a removal, `{ required: true }`. */
  facts?: Record<string, boolean | string>;
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
