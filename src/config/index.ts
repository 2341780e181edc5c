export { loadConfig } from './load.js';
export { defineConfig } from './define.js';
export { CONFIG_FILE, findConfigFile, resolveCredentials } from './sources.js';
export { checkConfig } from './check-config.js';
export { parseJsonc } from './jsonc.js';
export { TARGET_NAMES } from './types.js';
export type { SpecforgeConfig, LoadedConfig, TargetName } from './types.js';
