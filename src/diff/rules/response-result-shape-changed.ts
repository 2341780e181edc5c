import { defineRule } from './define.js';

export const responseResultShapeChanged = defineRule({
  id: 'response-result-shape-changed',
  level: 'breaking',
  direction: 'response',
  message: 'result changed from {old} to {new}',
  why: "The envelope's result is read differently (a list vs result[0]): the generated method's return type changes and code using it breaks.",
  kind: 'result-shape-changed',
  site: 'response',
  when: (c) => !c.facts.guessed,
});
