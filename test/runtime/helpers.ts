import type { OperationInfo } from '../../src/runtime/operation.js';

/** Settings and operations shared by the runtime tests (the shape the generated client passes). */
export const settings = {
  basePath: '/api',
  authPath: '/auth',
  sessionHeader: 'Session',
  tokenHeader: 'Token',
  loginOperation: 'post_auth_resource',
};

export const session = { session: 'S', token: 'T', validto: '2999-01-01T00:00:00Z' };

export const op = (method: string, path: string, access: OperationInfo['access'] = 'user') =>
  ({
    id: `${method.toLowerCase()}_${path.replace(/\W+/g, '_')}`,
    method,
    path,
    name: `${path.split('/')[1]}.${method.toLowerCase()}`,
    access,
    result: 'list',
    auth: true,
    params: [],
    flat: true,
  }) satisfies OperationInfo;

/** A fetch that answers from a list of responses (the last repeats) and records requests. */
export function scripted(...answers: (() => Response | Promise<Response>)[]) {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    return answer!();
  };
  return { requests, fetch };
}

export const envelope = (result: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', result }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
