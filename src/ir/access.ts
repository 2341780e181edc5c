/**
 * The access levels as the model and everything above it read them. Declared once in
 * `runtime/access.ts`, which the generated code ships too (the one file of runtime/ the
 * model may import).
 */
export {
  ACCESS_LEVELS,
  accessCovers,
  accessRank,
  isAccessLevel,
  type AccessLevel,
} from '../runtime/access.js';
