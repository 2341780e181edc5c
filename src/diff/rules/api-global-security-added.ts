import { defineRule } from './define.js';

export const apiGlobalSecurityAdded = defineRule({
  id: 'api-global-security-added',
  level: 'breaking',
  direction: 'request',
  message: 'the whole API now requires {subject}',
  why: 'Calls made without those credentials (health checks, scripts, the login-free operations) are now refused with 401.',
  kind: 'global-security-added',
});
