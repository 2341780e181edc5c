import type { MockRequest, MockResponse } from './types.js';
import type { SessionStore } from './sessions.js';
import { failure, success } from './envelope.js';
import { parseBody } from './request.js';

/**
 * The login exchange, answered by the installation itself whatever the document
 * says about `/auth`: `GET` opens a session with a nonce, `POST` trades session,
 * nonce and credentials for a token, `DELETE` ends the session.
 */
export function handleAuth(
  sessions: SessionStore,
  request: MockRequest,
  sessionHeader: string,
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
      return success(200, [{ token: login.token, userid: login.userid, validto: login.validto }]);
    }
    case 'DELETE':
      return sessions.close(request.headers[sessionHeader])
        ? success(200, [])
        : failure(401, 'Unknown session');
    default:
      return undefined;
  }
}
