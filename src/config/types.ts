import type { Target } from '../emit/target.js';
import type { TemplateOverrides } from '../emit/render.js';

/** The targets are described once, in src/emit/targets.ts. */
export { TARGET_NAMES, type TargetName } from '../emit/targets.js';

/** The config's shape is defined once, in schema.ts; these are its TypeScript types. */
export type { SpecforgeConfig } from './schema.js';
import type { SpecforgeConfig } from './schema.js';

/** Where a config came from, for messages, and what it loaded. */
export interface LoadedConfig {
  path?: string;
  config: SpecforgeConfig;
  /** The targets its `plugins` modules define, checked. */
  plugins: Target<object>[];
  /** Its `templates` folder, read and compiled. */
  templates?: TemplateOverrides;
}
