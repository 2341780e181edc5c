import type { Operation } from '../ir/types.js';
import { parse, type Session } from './session.js';
import type { SendMode, Transport } from './transport.js';
import type { Exchange } from './types.js';

/** One call of an operation as one user: the session headers, a JSON body if any, the answer as an exchange. */
export async function callOperation(
  transport: Transport,
  session: Session,
  operation: Operation,
  url: string,
  options: { body?: unknown; mode?: SendMode } = {},
): Promise<Exchange> {
  const { body, mode } = options;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...session.headers,
    ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  const answer = await transport.send(
    url,
    { method: operation.method, headers, ...(json === undefined ? {} : { body: json }) },
    mode,
  );
  return {
    operation: operation.id,
    method: operation.method,
    path: operation.path,
    url,
    user: session.user.username,
    status: answer.status,
    latencyMs: answer.latencyMs,
    body: answer.contentType.includes('json') ? parse(answer.text) : undefined,
    ...(answer.error ? { error: answer.error } : {}),
  };
}
