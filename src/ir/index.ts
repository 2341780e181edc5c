/** The IR: types (the contract), factories for hand-built IR, orders and comparators. */
export type * from './types.js';
export * from './factories.js';
export * from './sort.js';
export * from './compare.js';
export * from './naming.js';
