import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { parseJsonc } from './jsonc.js';
import { checkConfig } from './check-config.js';
import type { LoadedConfig, SpecforgeConfig } from './types.js';

export const CONFIG_FILE = 'specforge.config.json';

/**
 * Reads the config file: the one named by `--config`, else `specforge.config.json`
 * in the working directory when there is one, else an empty config.
 */
export function loadConfig(
  explicitPath: string | undefined,
  cwd: string = process.cwd(),
): LoadedConfig {
  const path = explicitPath ? resolve(cwd, explicitPath) : resolve(cwd, CONFIG_FILE);
  if (!existsSync(path)) {
    if (explicitPath)
      throw new SpecforgeError('config-not-found', `config file not found: ${explicitPath}`);
    return { config: {} };
  }
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

/** Credentials from the environment first (an empty variable counts as unset), then the config file; never from argv. */
export function resolveCredentials(
  config: SpecforgeConfig,
  env: NodeJS.ProcessEnv = process.env,
): { username: string; password: string } | undefined {
  const username = env.SPECFORGE_USERNAME || config.credentials?.username;
  const password = env.SPECFORGE_PASSWORD || config.credentials?.password;
  return username && password ? { username, password } : undefined;
}
