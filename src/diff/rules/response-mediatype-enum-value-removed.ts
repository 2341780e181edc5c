import { atRoot, defineRule, is } from './define.js';

export const responseMediatypeEnumValueRemoved = defineRule({
  id: 'response-mediatype-enum-value-removed',
  level: 'breaking',
  direction: 'response',
  message: 'the response body can no longer be {subject}',
  why: 'Code comparing the result with the removed value stops compiling after regeneration; old clients keep working at run time. oasdiff says INFO.',
  kinds: ['enum-value-removed'],
  matches: (c) => is(c, 'enum-value-removed', 'response') && atRoot(c),
});
