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
  | 'access-not-enforced';

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
  /** Status per user (username → status), or why it was not called. */
  statuses: Record<string, number>;
  skipped?: string;
  latencyMs?: number;
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
}

export const SEVERITY_ORDER: Record<Severity | 'none', number> = {
  error: 3,
  warning: 2,
  info: 1,
  none: 99,
};
