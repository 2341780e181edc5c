/** The targets are described once, in src/emit/targets.ts. */
export { TARGET_NAMES, type TargetName } from '../emit/targets.js';

/** The config's shape is defined once, in schema.ts; these are its TypeScript types. */
export type { SpecforgeConfig } from './schema.js';
import type { SpecforgeConfig } from './schema.js';

/** Where a config came from, for messages. */
export interface LoadedConfig {
  path?: string;
  config: SpecforgeConfig;
}
