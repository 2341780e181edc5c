import { defineRule } from './define.js';

export const responseMediatypeAdded = defineRule({
  id: 'response-mediatype-added',
  level: 'info',
  direction: 'response',
  message: 'response media type {subject} added',
  why: 'Existing clients keep receiving what they asked for.',
  kind: 'media-type-added',
  site: 'response',
});
