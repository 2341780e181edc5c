import type { DiffOptions } from '../diff/types.js';
import type { NormaliseOptions } from '../ir/types.js';
import { withOverlays } from '../loader/index.js';
import type { LoadOptions } from '../loader/types.js';
import { causeOf } from './causes.js';
import { Comparer, countsOf, readAgainst, statusOf } from './compare.js';
import { sinceOf, type SurveyLock } from './history.js';
import { beforeDeadline, mapBounded } from './pool.js';
import { probeSummary } from './probe-summary.js';
import { reachInstallation } from './reach.js';
import { redactRow, secretsOf } from './redact.js';
import type { ResolvedInstallation, SurveyReport, SurveyRow } from './types.js';

export type * from './types.js';

/**
 * `specforge survey`: every installation, `concurrency` at a time, each within `timeoutMs`
 * (reaching it, and with `probe` probing it): read its document, diff it from the one our
 * code was made from (once per distinct document), mark it compatible, breaking (used or
 * not by the `--used-by` project) or unreachable with the cause. A document is dropped as
 * soon as its row is made, so memory holds at most `concurrency` documents plus one model
 * per distinct document being diffed.
 */
export interface SurveyOptions {
  installations: readonly ResolvedInstallation[];
  /** An output directory (its lock's document) or a source. */
  against: string;
  load: LoadOptions;
  normalise: NormaliseOptions;
  /** `--used-by`: opened only when some installation's document differs. */
  openUsedBy?: DiffOptions['openUsedBy'];
  probe?: boolean;
  concurrency: number;
  timeoutMs: number;
  /** The last survey's lockfile: each row then says what changed since. */
  previous?: SurveyLock;
  /** Told of each row as it completes (progress). */
  onRow?: (row: SurveyRow) => void;
}

interface Context {
  options: SurveyOptions;
  comparer: Comparer;
  load: LoadOptions;
}

export async function survey(options: SurveyOptions): Promise<SurveyReport> {
  const surveyedAt = new Date().toISOString();
  const against = await readAgainst(options.against, options.load, options.normalise);
  const comparer = new Comparer(against, {
    normalise: options.normalise,
    openUsedBy: options.openUsedBy,
  });
  // No attempt may outlast the installation's deadline.
  const timeoutMs = Math.min(options.load.timeoutMs ?? options.timeoutMs, options.timeoutMs);
  const context: Context = {
    options,
    comparer,
    load: { ...options.load, timeoutMs, validate: false },
  };
  const rows = await mapBounded(
    options.installations,
    options.concurrency,
    async (installation) => {
      const row = redactRow(await surveyOne(installation, context), secretsOf(installation));
      options.onRow?.(row);
      return row;
    },
  );
  numberGroups(rows);
  // What changed since: only when there is an earlier survey to compare with.
  for (const row of options.previous ? rows : []) {
    const since = sinceOf(row, options.previous?.installations[row.name], surveyedAt);
    if (since) row.since = since;
  }
  const { source, version, sha256 } = against;
  return {
    against: { source, version, sha256 },
    usedBy: comparer.usedBy,
    surveyedAt,
    installations: rows,
  };
}

async function surveyOne(installation: ResolvedInstallation, context: Context): Promise<SurveyRow> {
  const { options, comparer, load } = context;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const row = { name: installation.name, baseUrl: installation.baseUrl };
  let reached;
  try {
    const reading = reachInstallation(installation, load, signal);
    reached = await beforeDeadline(reading, signal, installation.baseUrl, options.timeoutMs);
  } catch (error) {
    return {
      ...row,
      status: 'unreachable',
      version: null,
      sha256: null,
      counts: null,
      findings: [],
      error: causeOf(error),
      group: null,
    };
  }
  const { document } = await withOverlays(reached.document, load.overlays, load.maxBytes);
  const report = await comparer.compare(reached.sha256, document);
  const result: SurveyRow = {
    ...row,
    status: statusOf(report, comparer.usedBy),
    version: reached.version,
    sha256: reached.sha256,
    counts: countsOf(report, comparer.usedBy),
    findings: report.changes,
    error: null,
    group: null,
  };
  if (options.probe)
    result.probe = await probeSummary(
      installation,
      { load, normalise: options.normalise, timeoutMs: load.timeoutMs ?? options.timeoutMs },
      signal,
    );
  return result;
}

/** Installations serving the same document share a group number: 1, 2, … in file order. */
function numberGroups(rows: SurveyRow[]): void {
  const groups = new Map<string, number>();
  for (const row of rows) {
    if (row.sha256 === null) continue;
    if (!groups.has(row.sha256)) groups.set(row.sha256, groups.size + 1);
    row.group = groups.get(row.sha256) ?? null;
  }
}
