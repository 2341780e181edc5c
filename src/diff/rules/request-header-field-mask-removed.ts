import { defineRule } from './define.js';

export const requestHeaderFieldMaskRemoved = defineRule({
  id: 'request-header-field-mask-removed',
  level: 'breaking',
  direction: 'request',
  message: 'the field mask header {location} was removed: the fields option is gone',
  why: "Code passing the fields option to this method stops compiling after regeneration (only operations with the mask take it), and old clients' masks are ignored: responses carry every field again. oasdiff says WARN (request-parameter-removed).",
  oasdiff: 'request-parameter-removed',
  kind: 'parameter-removed',
  site: 'parameter',
  when: (c) => c.facts.fieldMask === true,
});
