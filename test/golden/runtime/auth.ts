// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The login exchange and the session's life: `GET /auth` → `{ session, nonce }`,
 * `POST /auth` with `{ session, nonce, username, password }` → `{ token, userid,
 * validto }`, `DELETE /auth` to end it. Re-login (when `validto` has passed and a
 * credentials callback was given) is single-flight: concurrent calls share one login.
 * Shipped into the generated output as `runtime/auth.ts`: no dependencies.
 */
import { ApiError, type CallTarget } from './errors.js';
import { unwrap } from './envelope.js';
import {
  isExpired,
  sessionFromLogin,
  type Credentials,
  type CredentialsProvider,
  type PrepareCredentials,
  type SessionState,
} from './session.js';

/** One raw exchange with the auth resource; returns the parsed body or throws ApiError. */
export type AuthSend = (method: 'GET' | 'POST' | 'DELETE', body?: unknown) => Promise<unknown>;

/** What the keeper starts from (all from `ClientOptions`). */
export interface KeeperOptions {
  initial?: SessionState | undefined;
  credentials?: CredentialsProvider | undefined;
  prepareCredentials?: PrepareCredentials | undefined;
  now: () => number;
}

export class SessionKeeper {
  private state: SessionState | undefined;
  private pending: Promise<SessionState> | undefined;
  private readonly send: AuthSend;
  private readonly options: KeeperOptions;

  // No parameter properties: the runtime must also run under type stripping.
  constructor(send: AuthSend, options: KeeperOptions) {
    this.send = send;
    this.options = options;
    this.state = options.initial ? { ...options.initial } : undefined;
  }

  /** A copy of the current session (for export), or undefined when logged out. */
  current(): SessionState | undefined {
    return this.state ? { ...this.state } : undefined;
  }

  async login(credentials: Credentials): Promise<SessionState> {
    const start = unwrap(await this.send('GET'), 'single') as
      { session?: unknown; nonce?: unknown } | undefined;
    if (typeof start?.session !== 'string') throw authError('GET /auth returned no session', start);
    const { session, nonce } = start;
    const input = {
      session,
      nonce,
      username: credentials.username,
      password: credentials.password,
    };
    const body = this.options.prepareCredentials
      ? await this.options.prepareCredentials(input)
      : input;
    const finish = unwrap(await this.send('POST', body), 'single');
    const state = sessionFromLogin(session, finish);
    if (!state) throw authError('POST /auth returned no token', finish);
    this.state = state;
    return { ...state };
  }

  async logout(): Promise<void> {
    if (!this.state) return;
    try {
      await this.send('DELETE');
    } finally {
      this.state = undefined;
    }
  }

  /**
   * The session to send with an authenticated call: logs in again first when the
   * token has expired (or there is none) and credentials can be had; otherwise
   * throws `expired`, or returns undefined and lets the server answer 401.
   */
  async forCall(where: CallTarget): Promise<SessionState | undefined> {
    const state = this.state;
    const expired = state !== undefined && isExpired(state, this.options.now());
    if (state && !expired) return state;
    if (this.options.credentials) return this.relogin();
    if (expired)
      throw new ApiError('the token expired at validto; log in again', {
        ...where,
        kind: 'expired',
      });
    return undefined;
  }

  /** Logs in again with the callback's credentials; concurrent callers share one login. */
  relogin(): Promise<SessionState> {
    const provider = this.options.credentials;
    if (!provider) return Promise.reject(new Error('no credentials callback to log in again with'));
    this.pending ??= (async () => {
      try {
        return await this.login(await provider());
      } finally {
        this.pending = undefined;
      }
    })();
    return this.pending;
  }

  canRelogin(): boolean {
    return this.options.credentials !== undefined;
  }
}

function authError(message: string, body: unknown): ApiError {
  return new ApiError(message, {
    kind: 'invalid-response',
    operationId: 'login',
    method: 'POST',
    path: '/auth',
    body,
  });
}
