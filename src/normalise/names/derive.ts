/**
 * The candidate client name of one operation, before uniqueness: resource group from
 * the path's fixed segments, a verb from the method and the result shape
 * (`GET /job` → `job.list`, `GET /job/{jobid}` → `job.get`, `POST /job/{id}/cancel`
 * → `job.cancel`), the login exchange and a few service facts by name. Segments are
 * raw here; names/operations.ts sanitises and de-duplicates them.
 */
import type { HttpMethod, ResultKind } from '../../ir/types.js';
import { own } from '../json.js';

export interface NameInput {
  method: HttpMethod;
  path: string;
  id: string;
  originalId?: string;
  shape: ResultKind;
  pointer: string;
}

export interface Candidate {
  /** Raw path segments (or fixed words) of the group. */
  group: string[];
  /** A verb or an action segment (raw). */
  method: string;
}

/** Facts of the service that no rule derives. */
const knownNames: Record<string, Candidate> = {
  'GET /auth': { group: ['auth'], method: 'session' },
  'POST /auth': { group: ['auth'], method: 'login' },
  'DELETE /auth': { group: ['auth'], method: 'logout' },
  'POST /job': { group: ['job'], method: 'submit' },
};

const verbs: Partial<Record<HttpMethod, string>> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'patch',
  HEAD: 'head',
  OPTIONS: 'options',
  TRACE: 'trace',
};

export function isParamSegment(segment: string): boolean {
  return segment.includes('{');
}

/** What the action rule needs to know about the other paths. */
export interface PathFacts {
  /** Operations per path. */
  methods: ReadonlyMap<string, number>;
  /** Paths that have other paths below them. */
  parents: ReadonlySet<string>;
}

export function pathFacts(paths: readonly string[]): PathFacts {
  const methods = new Map<string, number>();
  const parents = new Set<string>();
  for (let p = 0; p < paths.length; p++) {
    const path = paths[p] as string;
    const count = methods.get(path);
    methods.set(path, (count ?? 0) + 1);
    // A path's parents are the same for each of its operations: added once.
    if (count !== undefined) continue;
    // Each proper prefix, grown one segment at a time (not re-joined from the start).
    const segments = path.split('/');
    let prefix = segments[0] ?? '';
    for (let i = 1; i < segments.length - 1; i += 1) parents.add((prefix += `/${segments[i]}`));
  }
  return { methods, parents };
}

export function deriveName(op: NameInput, facts: PathFacts): Candidate {
  const known = own(knownNames, `${op.method} ${op.path}`);
  if (known) return known;
  // One pass, no filter closures (asked once per operation).
  const parts = op.path.split('/');
  const segments: string[] = [];
  const statics: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const segment = parts[i] as string;
    if (segment === '') continue;
    segments.push(segment);
    if (!isParamSegment(segment)) statics.push(segment);
  }
  if (isAction(op, segments, facts)) {
    return { group: statics.slice(0, -1), method: segments[segments.length - 1] as string };
  }
  const group = statics.length > 0 ? statics : ['root'];
  const onItem = isParamSegment(segments[segments.length - 1] ?? '');
  if (op.method === 'GET')
    return { group, method: op.shape === 'list' && !onItem ? 'list' : 'get' };
  // `delete` is a reserved word: fine after a dot, but not as an identifier anywhere.
  if (op.method === 'DELETE') return { group, method: 'remove' };
  return { group, method: verbs[op.method] ?? op.method.toLowerCase() };
}

/**
 * `POST /job/{id}/cancel`: a POST on a fixed segment right after a parameter, alone on
 * its path, with nothing below it, and not a Flask-RESTX collection (`_list`) resource.
 */
function isAction(op: NameInput, segments: string[], facts: PathFacts): boolean {
  const last = segments[segments.length - 1];
  const before = segments[segments.length - 2];
  if (op.method !== 'POST' || last === undefined || before === undefined) return false;
  if (isParamSegment(last) || !isParamSegment(before) || (facts.methods.get(op.path) ?? 0) > 1)
    return false;
  if (/_(list|resource)$/.test(op.originalId?.split('_/')[0] ?? '')) return false;
  return !facts.parents.has(op.path);
}
