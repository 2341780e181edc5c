import type { MockOperation } from './types.js';

/**
 * Matching a request path to a documented operation. Routes are compiled once;
 * paths without parameters are a map lookup, the others are tried most specific
 * first (more literal segments win), so `/job/summary` beats `/job/{jobid}`.
 */

export interface RouteMatch {
  operation: MockOperation;
  /** Path parameter values, URL-decoded, as strings. */
  params: Record<string, string>;
}

interface CompiledRoute {
  operation: MockOperation;
  pattern: RegExp;
  names: string[];
  literals: number;
}

export interface RouteTable {
  match(method: string, path: string): RouteMatch | undefined;
  /** True when some operation lives at this path under another method (then 405, not 404). */
  hasPath(path: string): boolean;
}

export function compileRoutes(operations: readonly MockOperation[]): RouteTable {
  const exact = new Map<string, MockOperation>();
  const templated: CompiledRoute[] = [];
  for (const operation of operations) {
    if (!operation.path.includes('{'))
      exact.set(`${operation.method.toUpperCase()} ${trimSlash(operation.path)}`, operation);
    else templated.push(compileRoute(operation));
  }
  templated.sort((a, b) => b.literals - a.literals || b.names.length - a.names.length);
  const find = (method: string, path: string): RouteMatch | undefined => {
    const operation = exact.get(`${method} ${path}`);
    if (operation) return { operation, params: {} };
    for (const route of templated) {
      if (route.operation.method.toUpperCase() !== method) continue;
      const found = route.pattern.exec(path);
      if (found) return { operation: route.operation, params: namedGroups(route.names, found) };
    }
    return undefined;
  };
  const methods = [...new Set(operations.map((operation) => operation.method.toUpperCase()))];
  return {
    match: (method, path) => find(method.toUpperCase(), trimSlash(path)),
    hasPath: (path) => methods.some((method) => find(method, trimSlash(path)) !== undefined),
  };
}

function compileRoute(operation: MockOperation): CompiledRoute {
  const names: string[] = [];
  let literals = 0;
  const segments = trimSlash(operation.path)
    .split('/')
    .map((segment, index, all) => {
      const only = /^\{([^}]+)\}$/.exec(segment);
      if (only) {
        names.push(only[1] as string);
        // A parameter in the last segment may hold slashes (Flask's `<path:key>` converter).
        return index === all.length - 1 ? '(.+)' : '([^/]+)';
      }
      if (!segment.includes('{')) literals++;
      return segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      });
    });
  return { operation, pattern: new RegExp(`^${segments.join('/')}$`), names, literals };
}

function namedGroups(names: readonly string[], found: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  names.forEach((name, index) => {
    params[name] = safeDecode(found[index + 1] ?? '');
  });
  return params;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Like Flask's `<int:jobid>` converter: a non-numeric id never reaches the resource. */
export function numbersWhereIntegers(
  operation: MockOperation,
  params: Record<string, string>,
): boolean {
  return operation.parameters.every((parameter) => {
    if (
      parameter.location !== 'path' ||
      parameter.schema.kind !== 'number' ||
      !parameter.schema.integer
    )
      return true;
    return /^-?\d+$/.test(params[parameter.name] ?? '');
  });
}
