import type { StandaloneMock } from './standalone.js';

/**
 * What `specforge mock` prints at start-up (stdout): where it listens and who can log
 * in. Passwords are shown for the default users only; a users file's passwords are
 * its owner's and are not echoed.
 */
export function describeMock(mock: StandaloneMock, json: boolean): string {
  const users = mock.users.map((user) => ({
    username: user.username,
    ...(mock.usersAreDefault ? { password: user.password } : {}),
    access: user.access,
    permissions: user.permissions ?? [],
  }));
  if (json)
    return JSON.stringify({
      baseUrl: mock.baseUrl,
      document: `${mock.baseUrl}/swagger.json`,
      users,
      states: mock.lifecycles,
    });
  const width = Math.max(...users.map((user) => user.username.length));
  const passwordWidth = Math.max(...mock.users.map((user) => user.password.length));
  const lines = [
    `mock installation of ${mock.title} ${mock.version} (${mock.operations} operations) at ${mock.baseUrl}`,
    `document: ${mock.baseUrl}/swagger.json`,
    mock.usersAreDefault ? 'users (defaults; --users to choose):' : 'users:',
    ...users.map((user) => {
      const password = 'password' in user ? `  ${String(user.password).padEnd(passwordWidth)}` : '';
      const permissions = user.permissions.length > 0 ? `  [${user.permissions.join(', ')}]` : '';
      return `  ${user.username.padEnd(width)}${password}  ${user.access}${permissions}`;
    }),
    ...states(mock),
  ];
  return lines.join('\n');
}

/** `states (config mock.states to change):` then one line per collection with a lifecycle. */
function states(mock: StandaloneMock): string[] {
  if (mock.lifecycles.length === 0) return [];
  return [
    'states (mock.states in specforge.config.json to change):',
    ...mock.lifecycles.map((view) => {
      const moves = Object.entries(view.transitions).map(([action, to]) => `${action} → ${to}`);
      return `  ${view.collection} ${view.property}: new ${view.initial}${moves.length > 0 ? `; ${moves.join('; ')}` : ''}`;
    }),
  ];
}
