import type { FallbackRule } from './define.js';

export const apiSchemaChanged: FallbackRule = {
  id: 'api-schema-changed',
  level: 'info',
  direction: 'none',
  message: '{location} changed: {detail}',
  why: 'A structural change that no more specific rule classifies (a schema documented where there was none, different union variants, multipleOf, uniqueItems …): review it.',
  fallback: true,
};
