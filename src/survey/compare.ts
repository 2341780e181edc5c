import type { DiffOptions, DiffReport } from '../diff/types.js';
import { diffModelsOpening } from '../diff/models.js';
import { readDiffSide } from '../diff/read-side.js';
import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import { sha256Canonical } from '../json/canonical.js';
import { infoVersion } from '../loader/format.js';
import type { LoadOptions } from '../loader/types.js';
import { normalise } from '../normalise/index.js';
import type { Counts, Status } from './types.js';

/**
 * The diff from the document our code was made from (`--against`) to each installation's,
 * through the diff engine and `--used-by`'s test: the old side is read and normalised
 * once, and each distinct document (by canonical hash) is normalised and diffed once, not
 * once per installation. The shared promise also means two installations serving the same
 * new document at the same moment wait for one diff.
 */
export interface Against {
  source: string;
  version: string;
  sha256: string;
  model: ApiModel;
}

/** `--against`: an output directory (its lock's document) or any source; read like a diff side. */
export async function readAgainst(
  source: string,
  load: LoadOptions,
  options: NormaliseOptions,
): Promise<Against> {
  const side = await readDiffSide(source, load);
  const sha256 = sha256Canonical(side.document);
  const model = normalise({ document: side.document, sha256, queries: false }, options);
  return { source, version: infoVersion(side.document), sha256, model };
}

const NO_CHANGES: DiffReport = { changes: [], summary: { breaking: 0, warning: 0, info: 0 } };

export class Comparer {
  private readonly byHash = new Map<string, Promise<DiffReport>>();
  /** `--used-by`'s project, opened by the first diff with a change and shared by the rest. */
  private readonly openUsedBy: DiffOptions['openUsedBy'];

  constructor(
    private readonly against: Against,
    private readonly options: {
      normalise: NormaliseOptions;
      openUsedBy?: DiffOptions['openUsedBy'];
    },
  ) {
    const open = options.openUsedBy;
    let opened: ReturnType<NonNullable<DiffOptions['openUsedBy']>> | undefined;
    this.openUsedBy = open && (() => (opened ??= open()));
  }

  /** The diff of one installation's document; the first installation with a new hash starts it, the others share it. */
  compare(sha256: string, document: Record<string, unknown>): Promise<DiffReport> {
    if (sha256 === this.against.sha256) return Promise.resolve(NO_CHANGES);
    let report = this.byHash.get(sha256);
    if (!report) {
      report = Promise.resolve().then(() => {
        const model = normalise({ document, sha256, queries: false }, this.options.normalise);
        return diffModelsOpening(this.against.model, model, { openUsedBy: this.openUsedBy });
      });
      this.byHash.set(sha256, report);
    }
    return report;
  }

  get usedBy(): boolean {
    return this.options.openUsedBy !== undefined;
  }
}

/** compatible / breaking (no --used-by) / breaking-used / breaking-unused. */
export function statusOf(report: DiffReport, usedBy: boolean): Status {
  if (report.summary.breaking === 0) return 'compatible';
  if (!usedBy) return 'breaking';
  return report.changes.some((f) => f.level === 'breaking' && f.used === true)
    ? 'breaking-used'
    : 'breaking-unused';
}

export function countsOf(report: DiffReport, usedBy: boolean): Counts {
  const counts: Counts = { ...report.summary };
  if (usedBy)
    counts.breakingUsed = report.changes.filter(
      (f) => f.level === 'breaking' && f.used === true,
    ).length;
  return counts;
}
