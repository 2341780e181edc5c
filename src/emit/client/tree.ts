import type { AuthModel, Operation } from '../../ir/types.js';
import { memberName, type Code } from '../shared/escape.js';

/**
 * Where each operation lives on the client: `api.job.list`, `api.admin.user.create`,
 * from the IR's `operation.name`. Names are kept, except where they would clash:
 * with the client's own members (`login`, `logout`, `session`, `request`) at the
 * top, or a method with a group of the same name; those get a `_` suffix. The raw login
 * exchange (`GET`/`POST`/`DELETE /auth`) lives under `raw.`: `api.login()` and
 * `api.session()` are what people want, and `api.auth.session()` beside them confused.
 */
export interface ClientNode {
  methods: Map<string, Operation>;
  groups: Map<string, ClientNode>;
}

export const CLIENT_MEMBERS = new Set(['login', 'logout', 'session', 'request', 'safe']);

export interface ClientTree {
  root: ClientNode;
  /** Operation id → dotted path on the client (what the runtime attaches). */
  paths: Map<string, string>;
}

function node(): ClientNode {
  return { methods: new Map(), groups: new Map() };
}

function free(name: string, taken: (candidate: string) => boolean): string {
  let candidate = name;
  while (taken(candidate)) candidate = `${candidate}_`;
  return candidate;
}

export function clientTree(
  operations: readonly Operation[],
  auth?: Pick<AuthModel, 'loginStart' | 'loginFinish' | 'logout'>,
): ClientTree {
  const root = node();
  const paths = new Map<string, string>();
  const exchange = new Set([auth?.loginStart, auth?.loginFinish, auth?.logout]);
  const groupsOf = (op: Operation): string[] => {
    const groups = op.name.group.map((segment, i) =>
      i === 0 && CLIENT_MEMBERS.has(segment) ? `${segment}_` : segment,
    );
    return exchange.has(op.id) ? ['raw', ...groups] : groups;
  };
  // Groups first, so that a method never takes a group's name.
  for (const op of operations) {
    let current = root;
    for (const segment of groupsOf(op)) {
      memberName(segment);
      let next = current.groups.get(segment);
      if (!next) current.groups.set(segment, (next = node()));
      current = next;
    }
  }
  for (const op of operations) {
    const segments = groupsOf(op);
    let current = root;
    for (const segment of segments) current = current.groups.get(segment) as ClientNode;
    const atRoot = segments.length === 0;
    const name = free(
      memberName(op.name.method),
      (candidate) =>
        current.groups.has(candidate) ||
        current.methods.has(candidate) ||
        (atRoot && CLIENT_MEMBERS.has(candidate)),
    );
    current.methods.set(name, op);
    paths.set(op.id, [...segments, name].join('.'));
  }
  return { root, paths };
}

/** Members of a node in a stable order: by name, groups and methods together. */
export function sortedMembers(n: ClientNode): [Code, { op?: Operation; group?: ClientNode }][] {
  const entries: [string, { op?: Operation; group?: ClientNode }][] = [
    ...[...n.groups].map(([name, group]): [string, { group: ClientNode }] => [name, { group }]),
    ...[...n.methods].map(([name, op]): [string, { op: Operation }] => [name, { op }]),
  ];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([name, member]) => [memberName(name), member]);
}
