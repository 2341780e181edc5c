export { loadConfig, resolveCredentials, CONFIG_FILE } from './load.js';
export { checkConfig } from './check-config.js';
export { parseJsonc } from './jsonc.js';
export { TARGET_NAMES } from './types.js';
export type { SpecforgeConfig, LoadedConfig, MockUser, TargetName } from './types.js';
