import type { MockUser } from './types.js';
import { createRandom, type Random } from './random.js';

/**
 * The login exchange's state: sessions with a one-time nonce, and tokens that
 * expire at `validto`. Identifiers come from a seeded stream of their own, so logins
 * are reproducible and never disturb the data streams.
 */

interface Session {
  nonce: number;
  nonceUsed: boolean;
  token?: string;
  userIndex?: number;
  validUntil?: number;
}

export type LoginResult =
  { ok: true; token: string; userid: number; validto: string } | { ok: false; message: string };

export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly random: Random;

  constructor(
    seed: number,
    private readonly users: readonly MockUser[],
    private readonly validTokenSeconds: number,
    private readonly now: () => number,
  ) {
    this.random = createRandom(seed, 'sessions');
  }

  open(): { session: string; nonce: number } {
    const session = this.random.hex(32);
    const nonce = this.random.int(100_000, 999_999_999);
    this.sessions.set(session, { nonce, nonceUsed: false });
    return { session, nonce };
  }

  login(body: Record<string, unknown>): LoginResult {
    const session = typeof body.session === 'string' ? this.sessions.get(body.session) : undefined;
    if (!session) return { ok: false, message: 'Unknown session' };
    if (session.nonceUsed || Number(body.nonce) !== session.nonce)
      return { ok: false, message: 'Invalid or used nonce' };
    session.nonceUsed = true;
    const userIndex = this.users.findIndex(
      (user) => user.username === body.username && user.password === body.password,
    );
    if (userIndex < 0) return { ok: false, message: 'Wrong username or password' };
    session.token = this.random.hex(40);
    session.userIndex = userIndex;
    session.validUntil = this.now() + this.validTokenSeconds * 1000;
    const validto = new Date(session.validUntil).toISOString();
    return { ok: true, token: session.token, userid: userIndex + 1, validto };
  }

  /** The logged-in user for these headers, or why there is none. */
  authenticate(session: string | undefined, token: string | undefined): MockUser | string {
    if (!session || !token) return 'Not logged in';
    const state = this.sessions.get(session);
    if (!state || state.token === undefined || state.token !== token) return 'Not logged in';
    if ((state.validUntil ?? 0) <= this.now()) return 'Token expired';
    return this.users[state.userIndex ?? -1] ?? 'Not logged in';
  }

  close(session: string | undefined): boolean {
    return session !== undefined && this.sessions.delete(session);
  }
}
