import type { MockPlan } from './standalone.js';
import { maxOf } from '../util/max-of.js';

/**
 * What `specforge mock` prints at start-up (stdout): where it listens, who can log
 * in, and what it decided from the document (collections and their relations,
 * lifecycles with the config's `mock.states` applied, the answers filled from the
 * caller's user record). Passwords are shown for the default users only; a users
 * file's passwords are its owner's and are not echoed. Without a base URL (`--describe`),
 * the plan alone.
 */
export function describeMock(mock: MockPlan & { baseUrl?: string }, json: boolean): string {
  const users = mock.users.map((user) => ({
    username: user.username,
    ...(mock.usersAreDefault ? { password: user.password } : {}),
    access: user.access,
    permissions: user.permissions ?? [],
  }));
  if (json)
    return JSON.stringify({
      ...(mock.baseUrl === undefined
        ? {}
        : { baseUrl: mock.baseUrl, document: `${mock.baseUrl}/swagger.json` }),
      users,
      ...mock.decisions,
    });
  const width = maxOf(users.map((user) => user.username.length));
  const passwordWidth = maxOf(mock.users.map((user) => user.password.length));
  const where = mock.baseUrl === undefined ? '' : ` at ${mock.baseUrl}`;
  return [
    `mock installation of ${mock.title} ${mock.version} (${mock.operations} operations)${where}`,
    ...(mock.baseUrl === undefined ? [] : [`document: ${mock.baseUrl}/swagger.json`]),
    mock.usersAreDefault ? 'users (defaults; --users to choose):' : 'users:',
    ...users.map((user) => {
      const password = 'password' in user ? `  ${String(user.password).padEnd(passwordWidth)}` : '';
      const permissions = user.permissions.length > 0 ? `  [${user.permissions.join(', ')}]` : '';
      return `  ${user.username.padEnd(width)}${password}  ${user.access}${permissions}`;
    }),
    ...describeDecisions(mock.decisions),
  ].join('\n');
}

/** `collections`, `states` and `identity` sections, one line per decision. */
function describeDecisions(decisions: MockPlan['decisions']): string[] {
  const lines = ['collections (id field; relations: property → collection):'];
  for (const view of decisions.collections) {
    const relations = Object.entries(view.relations).map(([name, to]) => `${name} → ${to}`);
    lines.push(
      `  ${view.collection} id ${view.id}${relations.length > 0 ? `; ${relations.join(', ')}` : ''}`,
    );
  }
  if (decisions.states.length > 0)
    lines.push('states (mock.states in specforge.config.json to change):');
  for (const view of decisions.states) {
    const moves = Object.entries(view.transitions).map(([action, to]) => {
      const refused = view.refused[action];
      return `${action} → ${to}${refused ? ` (409 from ${refused.join(', ')})` : ''}`;
    });
    lines.push(
      `  ${view.collection} ${view.property}: new ${view.initial}${moves.length > 0 ? `; ${moves.join('; ')}` : ''}`,
    );
  }
  if (decisions.identity.length > 0) lines.push("identity (from the caller's user record):");
  for (const view of decisions.identity)
    lines.push(`  ${view.operation}: ${view.fields.join(', ')}`);
  return lines;
}
