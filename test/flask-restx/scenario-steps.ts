/** The pieces of scenario.ts: the loose client shape it calls, and how a step is judged. */

/** A generated client, loosely typed: the scenario runs against clients of several documents. */
export type ScenarioClient = Record<string, any> & {
  login(credentials: { username: string; password: string }): Promise<Record<string, unknown>>;
  logout(): Promise<void>;
};

export type Loose = Record<string, unknown>;

export interface Step {
  name: string;
  ok: boolean;
  /** Why the step failed (absent when it passed). */
  reason?: string;
}

/** Runs one step: `body` resolves to a failure reason, or undefined when the step passed. */
export async function step(name: string, body: () => Promise<string | undefined>): Promise<Step> {
  try {
    const reason = await body();
    return reason === undefined ? { name, ok: true } : { name, ok: false, reason };
  } catch (error) {
    return { name, ok: false, reason: describe(error) };
  }
}

/** An ApiError's kind, or `request-validation` when the client refused to send the request. */
type Refusal = string;

/** Passes when `call` fails with an ApiError of one of `kinds`. */
export async function refusedAs(
  kinds: Refusal | Refusal[],
  call: () => Promise<unknown>,
): Promise<string | undefined> {
  const wanted = Array.isArray(kinds) ? kinds : [kinds];
  try {
    await call();
  } catch (error) {
    const kind = refusalOf(error);
    return wanted.includes(kind)
      ? undefined
      : `expected ${wanted.join(' or ')}, got ${describe(error)}`;
  }
  return `expected ${wanted.join(' or ')}, but the call succeeded`;
}

function refusalOf(error: unknown): string {
  const e = error as { name?: string; kind?: string; direction?: string };
  if (e.kind === 'validation' && e.direction === 'request') return 'request-validation';
  return e.name === 'ApiError' || e.name === 'ValidationError'
    ? (e.kind ?? 'unknown')
    : 'not an ApiError';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { kind?: string; serviceMessage?: string };
  const message = e.message.split('\n')[0] ?? '';
  return e.kind ? `${e.name} (${e.kind}): ${message}` : `${e.name}: ${message}`;
}
