import { defineRule } from './define.js';

export const requestBodyMediaTypeAdded = defineRule({
  id: 'request-body-media-type-added',
  level: 'info',
  direction: 'request',
  message: 'request media type {subject} now accepted',
  why: 'Old requests stay valid.',
  kind: 'media-type-added',
  site: 'request-body',
});
