import type { ApiModel, HttpMethod } from '../../ir/types.js';

/**
 * The routes the MSW handlers listen on: every documented operation plus the login
 * exchange, in MSW's path syntax (`/job/{jobid}` → `/job/:jobid`). A segment MSW
 * could misread (a parameter name that is not a plain word, a literal with `:`,
 * `*`, parentheses …) becomes the wildcard `*`; the engine routes the request
 * precisely anyway, so a wildcard only widens what the handler intercepts.
 */
export type MswMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'all';

const METHODS: Partial<Record<HttpMethod, MswMethod>> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
  HEAD: 'head',
  OPTIONS: 'options',
};

export function mswRoutes(model: ApiModel): [MswMethod, string][] {
  const auth: [HttpMethod, string][] = (['GET', 'POST', 'DELETE'] as const).map((method) => [
    method,
    model.auth.path,
  ]);
  const documented = model.operations.map((operation): [HttpMethod, string] => [
    operation.method,
    operation.path,
  ]);
  const seen = new Set<string>();
  const routes: [MswMethod, string][] = [];
  for (const [method, path] of [...auth, ...documented]) {
    const route: [MswMethod, string] = [METHODS[method] ?? 'all', mswPath(path)];
    const key = route.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push(route);
  }
  return routes.sort((a, b) =>
    a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0,
  );
}

export function mswPath(path: string): string {
  const segments = path.split('/').map((segment, index) => {
    if (index === 0) return segment;
    const param = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(segment);
    if (param) return `:${param[1]}`;
    return /^[A-Za-z0-9._~-]+$/.test(segment) ? segment : '*';
  });
  return segments.join('/');
}
