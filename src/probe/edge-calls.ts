import type { Operation } from '../ir/types.js';
import { callOperation } from './call.js';
import type { Session } from './session.js';
import type { Transport } from './transport.js';
import type { EdgeCall, Exchange } from './types.js';

/**
 * Two calls per read beyond the users' own, for the statuses a Flask-RESTX document rarely
 * lists (each seen status goes into the overlay): the call without a session (→ 401), and
 * for an item route the call with an id no list holds (→ 404). The third, a lower access
 * level (→ 403), is already there when the user file names several levels. Exchanges of
 * the call without a session carry the user `(no login)`.
 */
export const NO_LOGIN = '(no login)';
const MISSING = { number: '999999999', string: 'specforge-probe-missing' };

export async function edgeCalls(
  transport: Transport,
  operation: Operation,
  first: Session,
  urls: { filled: string; missing?: string },
): Promise<{ exchanges: Exchange[]; calls: EdgeCall[] }> {
  const anonymous: Session = {
    user: { username: NO_LOGIN, password: '' },
    access: 'none',
    headers: {},
  };
  const planned: [EdgeCall['call'], Session, string][] = [];
  if (operation.auth) planned.push(['no login', anonymous, urls.filled]);
  if (urls.missing) planned.push(['missing id', first, urls.missing]);
  const exchanges = await Promise.all(
    planned.map(([, session, url]) => callOperation(transport, session, operation, url)),
  );
  const calls = exchanges.map((e, i) => ({
    call: planned[i]?.[0] as EdgeCall['call'],
    url: e.url,
    status: e.status,
  }));
  return { exchanges, calls };
}

/** The value of a path parameter that no list holds: a large number, or a telling string. */
export function missingValue(operation: Operation, param: string): string {
  const parameter = operation.parameters.find((p) => p.location === 'path' && p.name === param);
  return parameter?.schema.kind === 'number' ? MISSING.number : MISSING.string;
}
