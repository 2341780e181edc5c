import type { SpecforgeConfig } from './schema.js';

/**
 * `specforge.config.ts`: `export default defineConfig({ … })`. An identity function whose
 * only work is the type: the editor completes and checks the settings as it does the
 * JSON file's through its JSON Schema; specforge checks the value the same way either way.
 */
export function defineConfig(config: SpecforgeConfig): SpecforgeConfig {
  return config;
}
