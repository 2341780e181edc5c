import { defineRule } from './define.js';

export const apiSecuritySchemeChanged = defineRule({
  id: 'api-security-scheme-changed',
  level: 'breaking',
  direction: 'request',
  message: 'authentication headers changed from {old} to {new}',
  why: 'Every authenticated call sends the old header names, which the installation no longer reads.',
  kind: 'security-scheme-changed',
});
