import type { MockRequest, MockResponse } from './types.js';
import type { SessionStore } from './sessions.js';
import { failure, success } from './envelope.js';
import { parseBody } from './request.js';
import { propertiesOf, resolve } from './schema-utils.js';
import type { MockOperation, MockSchemas } from './types.js';

/** Whether the document's `POST <authPath>` result types `userid` as a string. */
export function useridIsText(
  operations: readonly MockOperation[],
  schemas: MockSchemas,
  authPath: string,
): boolean {
  const login = operations.find((op) => op.method === 'POST' && op.path === authPath);
  const userid = login && propertiesOf(login.result.item, schemas).get('userid');
  return userid !== undefined && resolve(userid, schemas).kind === 'string';
}

/**
 * The login exchange, answered by the installation itself whatever the document
 * says about `/auth`: `GET` opens a session with a nonce, `POST` trades session,
 * nonce and credentials for a token, `DELETE` ends the session. `useridAsText`: the
 * document types the login result's `userid` as a string, so it is sent as one.
 */
export function handleAuth(
  sessions: SessionStore,
  request: MockRequest,
  sessionHeader: string,
  useridAsText = false,
): MockResponse | undefined {
  switch (request.method.toUpperCase()) {
    case 'GET':
      return success(200, [sessions.open()]);
    case 'POST': {
      const parsed = parseBody(request.body, request.headers['content-type']);
      const body =
        parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : {};
      const login = sessions.login(body as Record<string, unknown>);
      if (!login.ok) return failure(401, login.message);
      const userid = useridAsText ? String(login.userid) : login.userid;
      return success(200, [{ token: login.token, userid, validto: login.validto }]);
    }
    case 'DELETE':
      return sessions.close(request.headers[sessionHeader])
        ? success(200, [])
        : failure(401, 'Unknown session');
    default:
      return undefined;
  }
}
