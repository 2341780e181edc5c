// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The login session: what `POST /auth` returns, kept by the client and exportable,
 * so that a script can hand it to a new client. Credentials are never kept here:
 * only the session id and the token.
 * Shipped into the generated output as `runtime/session.ts`: no dependencies.
 */

/** What every session holds, whatever the document says about the login result. */
export interface SessionState {
  /** The session id from `GET /auth`, sent as the Session header. */
  session: string;
  /** The token from `POST /auth`, sent as the Token header. */
  token: string;
  /** When the token ends, exactly as the server sent it (ISO 8601, epoch seconds, …). */
  validto?: unknown;
}

/** Shows an object type's members in hovers instead of the names it was built from. */
export type Expand<T> = { [K in keyof T]: T[K] } & {};

/**
 * The session of a document whose login result (`POST /auth`'s `result[0]`) is `R`: every
 * field of `R` as the document types it (so `userid` changes type when the document does),
 * plus the session id and the token.
 */
export type Session<R> = Expand<Omit<R, 'session' | 'token'> & { session: string; token: string }>;

/** The login result when the document does not describe one (the service's known fields). */
export interface KnownLoginResult {
  token: string;
  userid?: number | string | undefined;
  validto?: string | number | undefined;
}

/** What `api.login()` takes. */
export interface Credentials {
  /** An e-mail address. */
  username: string;
  /** Sent once, in the `POST /auth` body; never stored by the client. */
  password: string;
}

/** What `prepareCredentials` is given: the credentials and the exchange's first answer. */
export interface LoginInput extends Credentials {
  /** The nonce from `GET /auth`, as sent (an integer in the service's documents). */
  nonce: unknown;
  /** The session id from `GET /auth`. */
  session: string;
}

/**
 * Builds the body of `POST /auth` from the credentials and the nonce (default: the four
 * fields as they are). For installations that want the password transformed with the
 * nonce, e.g. `({ password, nonce, ...rest }) => ({ ...rest, nonce, password: hmac(password, nonce) })`.
 */
export type PrepareCredentials = (
  input: LoginInput,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

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
export function isExpired(state: { validto?: unknown }, now: number, marginMs = 1000): boolean {
  const end = parseValidTo(state.validto);
  return end !== undefined && now + marginMs >= end;
}

/**
 * A session from `POST /auth`'s `result[0]` and the session id from `GET /auth`: every
 * field of the login result is kept as sent; undefined when there is no token.
 */
export function sessionFromLogin(session: string, finish: unknown): SessionState | undefined {
  if (finish === null || typeof finish !== 'object' || Array.isArray(finish)) return undefined;
  const result = finish as Record<string, unknown>;
  if (typeof result['token'] !== 'string') return undefined;
  return { ...result, session, token: result['token'] };
}
