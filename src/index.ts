/** specforge as a library: `import { load, inspect, generate, check, diff } from 'specforge'`. */
export * from './api/index.js';
export { defineConfig, loadConfig, resolveCredentials } from './config/index.js';
export { readTemplates } from './config/templates.js';
export {
  defineTarget,
  type EmitContext,
  type JsonSchema,
  type Target,
  type TargetFile,
  type TargetOutput,
} from './emit/target.js';
export { SpecforgeError } from './errors.js';
