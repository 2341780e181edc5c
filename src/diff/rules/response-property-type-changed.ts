import { defineRule } from './define.js';

export const responsePropertyTypeChanged = defineRule({
  id: 'response-property-type-changed',
  level: 'breaking',
  direction: 'response',
  message: 'type of response property {location} changed from {old} to {new}',
  why: 'Clients parse or use the value as the old type.',
  kind: 'type-changed',
  site: 'response',
});
