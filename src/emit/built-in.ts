/**
 * The built-in targets: one line per target folder (its `definition.ts`). Deleting a target is
 * deleting its folder and its line; adding one is a folder with a `definition.ts` and a line
 * here. Their order means nothing: `targets.ts` orders them by what they need.
 */
export { default as client } from './client/definition.js';
export { default as mocks } from './mocks/definition.js';
export { default as query } from './query/definition.js';
export { default as 'react-query' } from './react-query/definition.js';
export { default as types } from './types/definition.js';
export { default as validators } from './validators/definition.js';
export { default as zod } from './zod/definition.js';
