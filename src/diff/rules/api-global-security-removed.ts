import { defineRule } from './define.js';

export const apiGlobalSecurityRemoved = defineRule({
  id: 'api-global-security-removed',
  level: 'info',
  direction: 'request',
  message: 'the whole API no longer requires {subject}',
  why: 'Authenticated callers keep working; the credentials are simply not needed where no operation asks for them.',
  kind: 'global-security-removed',
});
