import type { LoadOptions } from '../loader/types.js';
import type { NormaliseOptions } from '../ir/types.js';
import { SpecforgeError } from '../errors.js';
import { loadDocument } from '../loader/index.js';
import { normalise } from '../normalise/index.js';
import { runProbe, type RunOutcome } from './run.js';
import type { Limits } from './transport.js';
import type { WriteMode } from './write-plan.js';
import type { ProbeReport, ProbeUser, Severity } from './types.js';
import { loadOperationChecks } from './validators.js';
import { overlayFromProbe } from './overlay-write.js';
import type { Overlay } from '../loader/overlay-read.js';

export type { ProbeReport, Finding, Severity } from './types.js';

/**
 * `specforge probe`: load and normalise the document as `generate` does, build the
 * generated validators, and call the installation the document came from.
 */
export interface ProbeOptions {
  source: string;
  load?: LoadOptions;
  normalise?: NormaliseOptions;
  users: ProbeUser[];
  limits: Limits;
  signal: AbortSignal;
  /** Run create → read → update → delete cycles too (`--allow-writes`); off by default. */
  allowWrites?: boolean | WriteMode;
  onProgress?: (done: number, total: number) => void;
  /** Seeds the bodies writes send (`--seed`); the clock by default. */
  seed?: number;
}

export interface ProbeResult {
  report: ProbeReport;
  outcome: RunOutcome;
  /** The fixes an overlay would make (empty actions when the document is right). */
  overlay: Overlay;
}

export async function probe(options: ProbeOptions): Promise<ProbeResult> {
  const started = Date.now();
  const loaded = await loadDocument(options.source, { ...options.load, validate: false });
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 }, options.normalise ?? {});
  const apiBase = apiBaseOf(loaded.lock.resolved, model.basePath);
  const validators = loadOperationChecks(model, loaded);
  validators.catch(() => undefined); // awaited by runProbe; a login failure must not leave it unhandled
  const outcome = await runProbe({ model, apiBase, validators, ...options });
  const summary: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const finding of outcome.findings) summary[finding.severity]++;
  const report: ProbeReport = {
    source: loaded.lock.source,
    title: model.title,
    version: model.version,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    requests: outcome.requests,
    ...(outcome.incomplete ? { incomplete: outcome.incomplete } : {}),
    users: outcome.sessions.map((s) => ({ username: s.user.username, access: s.access })),
    operations: outcome.operations,
    findings: outcome.findings,
    summary,
    ...(outcome.writes ? { writes: outcome.writes } : {}),
  };
  return { report, outcome, overlay: overlayFromProbe(model, outcome.findings, outcome.exchanges, outcome.writes?.learned) };
}

/** The document's own URL gives the installation: `https://host/api/swagger.json` → `https://host/api`. */
function apiBaseOf(source: string, basePath: string): string {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new SpecforgeError('probe-source', `probe needs the installation's URL, not a file (${source})`, {
      hint: 'pass the base URL (https://host) or the document URL (https://host/api/swagger.json)',
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SpecforgeError('probe-source', `probe needs an http(s) URL, got ${url.protocol}`);
  }
  return `${url.origin}${basePath === '/' ? '' : basePath.replace(/\/$/, '')}`;
}
