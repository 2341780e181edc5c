import type { AccessLevel } from '../ir/types.js';

/**
 * What `specforge probe` reports. A finding is one way the running installation differs
 * from its document; the same difference seen by several users is one finding.
 */
export type FindingKind =
  | 'type-mismatch'
  | 'missing-required'
  | 'null-not-nullable'
  | 'enum-outside-list'
  | 'schema-violation'
  | 'undocumented-property'
  | 'undocumented-status'
  | 'no-response-schema'
  | 'envelope'
  | 'call-failed'
  | 'access-refused'
  | 'access-not-enforced'
  | 'left-behind'
  | 'mask-ignored'
  | 'filter-ignored';

export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  kind: FindingKind;
  severity: Severity;
  /** True for access-level drift that lets someone in: a security finding. */
  security?: boolean;
  operation: string;
  method: string;
  path: string;
  /** JSON pointer into the response body, when the finding is about one value. */
  pointer?: string;
  message: string;
  /** The users (usernames) who saw it. */
  users: string[];
}

export interface ProbeUser {
  username: string;
  password: string;
  /** Declared in a user file; detected from the installation otherwise. */
  access?: AccessLevel;
}

/** One call: what was sent and what came back. */
export interface Exchange {
  operation: string;
  method: string;
  path: string;
  url: string;
  user: string;
  status: number;
  latencyMs: number;
  /** The parsed JSON body, when it was JSON. */
  body?: unknown;
  error?: string;
}

export interface OperationReport {
  operation: string;
  method: string;
  path: string;
  access: AccessLevel;
  documentedStatuses: string[];
  /** Status per user (username → status); for a write, its last answer in a write cycle. */
  statuses: Record<string, number>;
  /** Why it was not called (a read without path values, a write outside `--allow-writes`' cycles). */
  skipped?: string;
  latencyMs?: number;
  /** The calls beyond the users' own: without a session, with a missing id (edge-calls.ts), with an X-Fields mask (mask-call.ts). */
  edgeCalls?: EdgeCall[];
}

export interface EdgeCall {
  call: 'no login' | 'missing id' | 'mask' | 'filter';
  url: string;
  status: number;
}

export interface ProbeReport {
  source: string;
  title: string;
  version: string;
  startedAt: string;
  durationMs: number;
  requests: number;
  /** True when the budget ran out or the run was interrupted before the end. */
  incomplete?: string;
  users: { username: string; access: AccessLevel }[];
  operations: OperationReport[];
  findings: Finding[];
  summary: Record<Severity, number>;
  /** With `--allow-writes`: each create → read → update → delete cycle, and what it left behind. */
  writes?: WriteReport;
}

export interface WriteReport {
  cycles: WriteCycleReport[];
  /** Records the probe created and could not remove (also `left-behind` findings). */
  leftBehind: LeftBehind[];
  /** What the deliberately incomplete bodies taught, per create whose required-ness is unknown (learn-required.ts). */
  learned?: LearnedBody[];
}

export interface LearnedBody {
  operation: string;
  method: string;
  path: string;
  /** Every body sent to learn, in order, with the status and the refusal it earned. */
  sent: { body: unknown; status: number; refused?: string }[];
  /** The fields the server named missing, sorted. */
  required: string[];
  /** Allowed values, where a refusal listed them. */
  enums: Record<string, string[]>;
  /** Why the loop stopped. */
  ended: string;
}

export interface WriteCycleReport {
  /** The collection's path: `/job`. */
  collection: string;
  /** Who ran it; absent when no user could (see `skipped`). */
  user?: string;
  /** The created record's id (the item path's parameter), when the create answer named it. */
  created?: string;
  /** Every call of the cycle, in order. */
  steps: { method: string; url: string; status: number }[];
  /** True when the created record was deleted and is no longer served. */
  cleanedUp: boolean;
  skipped?: string;
}

export interface LeftBehind {
  collection: string;
  /** The call that created it and the id its answer named (when it named one). */
  method?: string;
  id?: string;
  /** The record's URL, when its id is known. */
  url?: string;
  user: string;
  reason: string;
}

export const SEVERITY_ORDER: Record<Severity | 'none', number> = {
  error: 3,
  warning: 2,
  info: 1,
  none: 99,
};
