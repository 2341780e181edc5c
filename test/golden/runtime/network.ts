// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Why no response arrived, in words a person can act on: Node's fetch throws
 * `TypeError: fetch failed` for every cause and hides the reason in `error.cause.code`
 * (`ECONNREFUSED`, `ENOTFOUND`, `ECONNRESET`, a TLS code); browsers say even less.
 * Shipped into the generated output as `runtime/network.ts`: no dependencies.
 */

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL|EPROTO/;

/** The first system error code in the cause chain (`ECONNREFUSED`, `UND_ERR_SOCKET`, …). */
export function systemCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current !== null && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `host:port` of a URL, with the scheme's default port spelled out. */
export function hostPort(url: string): string {
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
    return `${parsed.hostname}:${port}`;
  } catch {
    return url;
  }
}

/** One line for a failed fetch: what happened, where, and the code that says so. */
export function describeNetworkFailure(error: unknown, url: string): string {
  const where = hostPort(url);
  const code = systemCode(error);
  if (code === 'ECONNREFUSED') return `connection refused by ${where} (ECONNREFUSED)`;
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'EAI_AGAIN')
    return `host not found: ${where.replace(/:\d+$/, '')} (${code})`;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE')
    return `connection to ${where} reset before the answer was complete (${code})`;
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
    return `could not connect to ${where} in time (${code})`;
  if (code !== undefined && TLS_CODES.test(code))
    return `TLS with ${where} failed: certificate or protocol not accepted (${code})`;
  const reason = error instanceof Error ? error.message : String(error);
  return `no answer from ${where} (${code ?? reason})`;
}
