import { defineRule } from './define.js';

export const requestBodyMediaTypeRemoved = defineRule({
  id: 'request-body-media-type-removed',
  level: 'breaking',
  direction: 'request',
  message: 'request media type {subject} no longer accepted',
  why: 'Requests encoded that way are rejected (415).',
  kind: 'media-type-removed',
  site: 'request-body',
});
