import type { MockUser } from './types.js';

/**
 * The login exchange's state: sessions with a one-time nonce, and tokens that
 * expire at `validto`. Session ids, nonces and tokens come from the platform's
 * cryptographic generator, never from the seeded data streams: whoever knows the
 * seed must not be able to guess another client's session (audit item 7).
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

  constructor(
    private readonly users: readonly MockUser[],
    private readonly validTokenSeconds: number,
    private readonly now: () => number,
  ) {}

  open(): { session: string; nonce: number } {
    const session = secretHex(16);
    const nonce = 100_000 + (secretWord() % 999_900_000);
    this.sessions.set(session, { nonce, nonceUsed: false });
    return { session, nonce };
  }

  login(body: Record<string, unknown>): LoginResult {
    const session =
      typeof body['session'] === 'string' ? this.sessions.get(body['session']) : undefined;
    if (!session) return { ok: false, message: 'Unknown session' };
    if (session.nonceUsed || Number(body['nonce']) !== session.nonce)
      return { ok: false, message: 'Invalid or used nonce' };
    session.nonceUsed = true;
    const userIndex = this.users.findIndex(
      (user) => user.username === body['username'] && user.password === body['password'],
    );
    if (userIndex < 0) return { ok: false, message: 'Wrong username or password' };
    session.token = secretHex(20);
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

/** `bytes` random bytes as hex, from `crypto.getRandomValues` (Node 20 and browsers). */
function secretHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

function secretWord(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}
