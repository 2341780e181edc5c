import { seedUsers } from '../../fixtures/installation/server.js';
import type { ProbeUser } from '../../src/probe/types.js';

/** The four kinds of users of the reference installation, as a probe user file lists them. */
export const fourKindsOfUsers: ProbeUser[] = [
  { ...pick(seedUsers.user), access: 'user' },
  { ...pick(seedUsers.noAddJob), access: 'user' },
  { ...pick(seedUsers.tenantAdmin), access: 'tenant-admin' },
  { ...pick(seedUsers.superadmin), access: 'superadmin' },
];

function pick(user: { username: string; password: string }) {
  return { username: user.username, password: user.password };
}
