import { defineRule } from './define.js';

export const apiSchemaChanged = defineRule({
  id: 'api-schema-changed',
  level: 'info',
  direction: 'none',
  message: '{location} changed: {detail}',
  why: 'A structural change that no more specific rule classifies (a schema documented where there was none, different union variants, multipleOf, uniqueItems …): review it.',
  matches: (_c) => true,
});
