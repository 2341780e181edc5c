import { defineRule } from './define.js';

export const responseMediatypeRemoved = defineRule({
  id: 'response-mediatype-removed',
  level: 'breaking',
  direction: 'response',
  message: 'response media type {subject} removed',
  why: 'Clients that ask for or parse that media type no longer get it.',
  kind: 'media-type-removed',
  site: 'response',
});
