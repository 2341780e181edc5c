import type { Finding, Level } from '../diff/types.js';

/**
 * `specforge survey`: which installations our code works with. One row per installation
 * (docs/survey.md); the JSON report is the contract scripts read.
 */

/** One installation as the installations file names it; credentials only by variable name. */
export interface Installation {
  name: string;
  baseUrl: string;
  usernameEnv?: string;
  passwordEnv?: string;
  headers?: Record<string, string>;
}

/** An installation with its credentials read from the environment (never printed). */
export interface ResolvedInstallation extends Installation {
  credentials?: { username: string; password: string };
}

/** `breaking` only without `--used-by`: then nobody can tell used from unused. */
export type Status =
  'compatible' | 'breaking' | 'breaking-unused' | 'breaking-used' | 'unreachable';

/** Why an installation could not be read, named for people and for scripts. */
export type Cause =
  | 'dns'
  | 'refused'
  | 'tls'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'login-failed'
  | 'html'
  | 'not-a-document'
  | 'http-status'
  | 'redirect'
  | 'too-large'
  | 'network'
  | 'internal';

export interface Counts extends Record<Level, number> {
  /** With `--used-by`: breaking findings that touch the project. */
  breakingUsed?: number;
}

/** What changed since the survey the lockfile recorded. */
export interface Since {
  change: 'new' | 'unchanged' | 'upgraded' | 'downgraded' | 'changed';
  previousVersion?: string;
  previousSeenAt?: string;
  message: string;
}

/** `--probe`: probe's read-only summary of the installation. */
export interface ProbeSummary {
  /** Findings where answers differ from the document (not about access). */
  drift: number;
  /** Access drift: refused where the document allows, or let in where it should not. */
  accessDrift: number;
  requests: number;
  incomplete?: string;
  /** Why no probe ran (no credentials) or why it failed. */
  skipped?: string;
}

export interface SurveyRow {
  name: string;
  baseUrl: string;
  status: Status;
  version: string | null;
  sha256: string | null;
  counts: Counts | null;
  findings: Finding[];
  error: { cause: Cause; message: string } | null;
  /** Installations serving the same document share one group (one diff per distinct hash). */
  group: number | null;
  since?: Since;
  probe?: ProbeSummary;
}

export interface SurveyReport {
  /** The document our code was generated from (`--against`): its version and hash. */
  against: { source: string; version: string; sha256: string };
  usedBy: boolean;
  surveyedAt: string;
  installations: SurveyRow[];
}
