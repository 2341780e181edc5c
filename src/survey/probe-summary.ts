import { SpecforgeError } from '../errors.js';
import type { NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import type { FindingKind } from '../probe/types.js';
import type { ProbeSummary, ResolvedInstallation } from './types.js';

/**
 * `--probe`: probe's read-only run (GET/HEAD only, never writes) on one installation, as the
 * installation's user, within what is left of its deadline; reduced to the two numbers a
 * survey row shows: drift (answers that differ from the document) and access drift.
 * Probe's own messages can name the user: they are reworded here, never passed on.
 */
const ACCESS_KINDS: ReadonlySet<FindingKind> = new Set(['access-refused', 'access-not-enforced']);

export async function probeSummary(
  installation: ResolvedInstallation,
  settings: { load: LoadOptions; normalise: NormaliseOptions; timeoutMs: number },
  signal: AbortSignal,
): Promise<ProbeSummary> {
  const none = { drift: 0, accessDrift: 0, requests: 0 };
  if (!installation.credentials)
    return { ...none, skipped: 'no credentials (usernameEnv/passwordEnv): probe needs a login' };
  const { probe } = await import('../probe/index.js');
  try {
    const { report } = await probe({
      source: installation.baseUrl,
      load: { ...settings.load, headers: { ...settings.load.headers, ...installation.headers } },
      normalise: settings.normalise,
      users: [installation.credentials],
      limits: {
        concurrency: 2,
        budget: 500,
        timeoutMs: settings.timeoutMs,
        maxBytes: settings.load.maxBytes,
      },
      signal,
    });
    const access = report.findings.filter((finding) => ACCESS_KINDS.has(finding.kind)).length;
    return {
      drift: report.findings.length - access,
      accessDrift: access,
      requests: report.requests,
      ...(report.incomplete && {
        incomplete: signal.aborted ? 'the installation timeout ran out' : report.incomplete,
      }),
    };
  } catch (error) {
    if (signal.aborted)
      return { ...none, skipped: 'the installation timeout ran out before the probe' };
    const why =
      error instanceof SpecforgeError && error.code === 'probe-login'
        ? `login with ${installation.usernameEnv}/${installation.passwordEnv} refused`
        : error instanceof SpecforgeError
          ? error.message
          : 'internal error';
    return { ...none, skipped: `probe failed: ${why}` };
  }
}
