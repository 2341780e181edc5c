import { readFileSync } from 'node:fs';
import { SpecforgeError } from '../errors.js';
import { parseJsonc } from './jsonc.js';
import { checkConfig } from './check-config.js';
import { findConfigFile } from './sources.js';
import type { LoadedConfig, SpecforgeConfig } from './types.js';

/**
 * Reads the config file: the one named by `--config`, else `specforge.config.json`
 * in the working directory when there is one, else an empty config.
 */
export function loadConfig(
  explicitPath: string | undefined,
  cwd: string = process.cwd(),
): LoadedConfig {
  const path = findConfigFile(explicitPath, cwd);
  if (path === undefined) return { config: {} };
  let raw: unknown;
  try {
    raw = parseJsonc(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SpecforgeError('config-invalid', `${path}: not valid JSON: ${reason}`);
  }
  const problems = checkConfig(raw);
  if (problems.length > 0) {
    throw new SpecforgeError('config-invalid', `${path}: ${problems[0]}`, {
      hint:
        problems.length > 1
          ? `and ${problems.length - 1} more problem(s): ${problems.slice(1).join('; ')}`
          : undefined,
    });
  }
  return { path, config: raw as SpecforgeConfig };
}
