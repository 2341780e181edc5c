/** specforge as a library: `import { load, inspect, generate, check, diff } from 'specforge'`. */
export * from './api/index.js';
export { defineConfig, loadConfig, loadConfigFile, resolveCredentials } from './config/index.js';
export { SpecforgeError } from './errors.js';
