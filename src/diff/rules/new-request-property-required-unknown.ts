import { defineRule } from './define.js';

/**
 * A property added to a Flask-RESTX body-parser payload: the document cannot say whether it
 * is required (the framework renders only types), so neither "optional, old requests stay
 * valid" nor "breaking" would be honest. An overlay that writes `required` makes the body
 * known again, and `new-required-request-property` / `new-optional-request-property` judge.
 */
export const newRequestPropertyRequiredUnknown = defineRule({
  id: 'new-request-property-required-unknown',
  level: 'warning',
  direction: 'request',
  message: 'new request property {location}, required or not is not documented',
  why: 'Flask-RESTX body parsers do not document required; the server may require it — probe --allow-writes can tell (and an overlay adding `required` makes this breaking or info). oasdiff says INFO (new-optional-request-property).',
  oasdiff: 'new-optional-request-property',
  kind: 'property-added',
  site: 'request-body',
  when: (c) => !c.facts.required && c.facts.requiredUnknown === true,
  overrides: ['new-optional-request-property'],
});
