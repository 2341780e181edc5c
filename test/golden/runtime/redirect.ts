// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Redirects, followed by hand so that credentials never leave their origin. Every request
 * goes out with `redirect: 'manual'`; a redirect within the same origin (scheme, host,
 * port) is followed here (at most `MAX_HOPS`; 303, and 301/302 after a POST, become a GET
 * without body; 307/308 keep method and body), and one to another origin is an `ApiError`
 * naming the target: the Session and Token headers, the caller's headers and the body
 * (the password, on login) are never sent there. The login exchange follows none.
 * Browsers hide a redirect's target from `redirect: 'manual'` (an opaque response,
 * status 0): that is an error too, since where it pointed cannot be checked.
 * Shipped into the generated output as `runtime/redirect.ts`: no dependencies.
 */
import { ApiError, type CallTarget } from './errors.js';

/** `same-origin`: follow within the origin; `none`: follow nothing (the login exchange). */
type RedirectRule = 'same-origin' | 'none';

const MAX_HOPS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that describe a body: dropped with it when a redirect turns the call into a GET. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language'];

/** Sends `request` and follows its redirects as `rule` allows; resolves with the last answer. */
export async function sendFollowing(
  send: (request: Request) => Promise<Response>,
  request: Request,
  rule: RedirectRule,
  where: CallTarget,
): Promise<Response> {
  let current =
    request.redirect === 'manual' ? request : new Request(request, { redirect: 'manual' });
  for (let hop = 0; ; hop += 1) {
    // A body can be read once: keep a copy for a 307/308 within the origin.
    const spare = current.body !== null && rule !== 'none' ? current.clone() : undefined;
    const response = await send(current);
    const location = redirectTarget(response, current, rule, where);
    if (location === undefined) return response;
    if (hop >= MAX_HOPS)
      throw refused(
        where,
        response.status,
        `more than ${MAX_HOPS} redirects; stopped at ${location.href}`,
      );
    await response.body?.cancel().catch(() => undefined);
    current = await nextRequest(current, spare, location, response.status);
  }
}

/** Where a redirect points when it may be followed; undefined when `response` is no redirect. */
function redirectTarget(
  response: Response,
  request: Request,
  rule: RedirectRule,
  where: CallTarget,
): URL | undefined {
  if (response.type === 'opaqueredirect')
    throw refused(
      where,
      undefined,
      'the server answered with a redirect whose target the browser hides (redirect: manual); not followed',
    );
  const header = response.headers.get('location');
  if (!REDIRECTS.has(response.status) || header === null) return undefined;
  const location = new URL(header, request.url);
  if (rule === 'none') {
    const exchange = request.method === 'DELETE' ? 'logout' : 'login';
    throw refused(
      where,
      response.status,
      `${exchange} was redirected to ${location.href}; not followed`,
    );
  }
  if (location.origin !== new URL(request.url).origin || location.origin === 'null')
    throw refused(
      where,
      response.status,
      `redirected to ${location.href}, another origin; not followed (credentials stay with ${new URL(request.url).origin})`,
    );
  return location;
}

/** The request of the next hop: the same headers; method and body as the status says. */
async function nextRequest(
  request: Request,
  spare: Request | undefined,
  location: URL,
  status: number,
): Promise<Request> {
  const headers = new Headers(request.headers);
  const toGet =
    (status === 303 && request.method !== 'HEAD') ||
    ((status === 301 || status === 302) && request.method === 'POST');
  const init: RequestInit = { headers, redirect: 'manual', signal: request.signal };
  if (toGet) {
    for (const name of BODY_HEADERS) headers.delete(name);
    init.method = 'GET';
  } else {
    init.method = request.method;
    if (spare) init.body = await spare.arrayBuffer();
  }
  return new Request(location, init);
}

function refused(where: CallTarget, status: number | undefined, message: string): ApiError {
  return new ApiError(message, { ...where, kind: 'http', status });
}
