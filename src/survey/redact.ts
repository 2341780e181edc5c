import { withoutQueryCredentials } from '../loader/lock.js';
import type { ResolvedInstallation, SurveyRow } from './types.js';

/**
 * The last guard before a row leaves the survey: every secret of the installation — its
 * user name and password, a credential in its URL's query (`?token=`), a header value long
 * enough to be a token — is replaced by `REDACTED` in what the row says (its URL, its error,
 * its probe note). The messages were written not to hold them; this makes sure.
 */
const MIN_HEADER_SECRET = 8;

export function secretsOf(installation: ResolvedInstallation): string[] {
  const secrets = [installation.credentials?.username, installation.credentials?.password];
  secrets.push(
    ...Object.values(installation.headers ?? {}).filter(
      (value) => value.length >= MIN_HEADER_SECRET,
    ),
  );
  secrets.push(...querySecrets(installation.baseUrl));
  const present = secrets.filter((secret): secret is string => Boolean(secret));
  // Longest first: a secret that contains another is replaced whole.
  return [...new Set(present.flatMap((secret) => [secret, encodeURIComponent(secret)]))].sort(
    (a, b) => b.length - a.length,
  );
}

/** The query values `withoutQueryCredentials` redacts (the lock's rule for URLs). */
function querySecrets(baseUrl: string): string[] {
  const redacted = withoutQueryCredentials(baseUrl);
  if (redacted === baseUrl) return [];
  const before = new URL(baseUrl).searchParams;
  const after = new URL(redacted).searchParams;
  return [...before].filter(([name, value]) => after.get(name) !== value).map(([, value]) => value);
}

export function redactRow(row: SurveyRow, secrets: readonly string[]): SurveyRow {
  const clean = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join('REDACTED'), text);
  return {
    ...row,
    baseUrl: clean(withoutQueryCredentials(row.baseUrl)),
    error: row.error && { ...row.error, message: clean(row.error.message) },
    ...(row.probe?.skipped !== undefined && {
      probe: { ...row.probe, skipped: clean(row.probe.skipped) },
    }),
  };
}
