// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The login session: what `POST /auth` returns, kept by the client and exportable,
 * so that a script can hand it to a new client. Credentials are never kept here:
 * only the session id and the token.
 * Shipped into the generated output as `runtime/session.ts`: no dependencies.
 */

export interface SessionState {
  session: string;
  token: string;
  userid?: number | undefined;
  /** `validto` exactly as the server sent it. */
  validto?: string | number | undefined;
}

export interface Credentials {
  /** An e-mail address. */
  username: string;
  password: string;
}

/** Supplies credentials when the client must log in again (never stored). */
export type CredentialsProvider = () => Credentials | Promise<Credentials>;

const EPOCH_SECONDS = /^\d{9,11}(\.\d+)?$/;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}(:\d{2})? (GMT|UTC|[+-]\d{4})$/;

/**
 * When `validto` ends, in epoch milliseconds; undefined when unknown. The format is
 * not documented, so this accepts ISO 8601 (UTC when no zone is given), epoch seconds
 * (number or digits) and RFC 822 dates; anything else is "unknown", never a guess.
 */
export function parseValidTo(validto: unknown): number | undefined {
  if (typeof validto === 'number')
    return Number.isFinite(validto) && validto > 0 ? validto * 1000 : undefined;
  if (typeof validto !== 'string') return undefined;
  const text = validto.trim();
  if (EPOCH_SECONDS.test(text)) return Number(text) * 1000;
  if (ISO_8601.test(text)) {
    const normalised = text.replace(' ', 'T');
    const millis = Date.parse(
      HAS_ZONE.test(normalised) || !normalised.includes('T') ? normalised : `${normalised}Z`,
    );
    return Number.isNaN(millis) ? undefined : millis;
  }
  if (RFC_822.test(text)) {
    const millis = Date.parse(text);
    return Number.isNaN(millis) ? undefined : millis;
  }
  return undefined;
}

/** True when `validto` is known and has passed (with a margin for the round trip). */
export function isExpired(state: SessionState, now: number, marginMs = 1000): boolean {
  const end = parseValidTo(state.validto);
  return end !== undefined && now + marginMs >= end;
}

/** A session from `POST /auth`'s `result[0]` and the session id from `GET /auth`. */
export function sessionFromLogin(session: string, finish: unknown): SessionState | undefined {
  if (finish === null || typeof finish !== 'object') return undefined;
  const { token, userid, validto } = finish as Record<string, unknown>;
  if (typeof token !== 'string') return undefined;
  return {
    session,
    token,
    userid: typeof userid === 'number' ? userid : undefined,
    validto: typeof validto === 'string' || typeof validto === 'number' ? validto : undefined,
  };
}
