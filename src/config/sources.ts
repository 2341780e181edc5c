import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SpecforgeError } from '../errors.js';
import type { SpecforgeConfig } from './schema.js';

/**
 * Where settings come from besides the config file's contents: which file to read, and
 * credentials from the environment. Kept apart from load.ts, whose checker loads TypeBox
 * (~250 modules, ~0.1 s CPU): a command run without a config file never loads it.
 */
export const CONFIG_FILE = 'specforge.config.json';

/** The file named by `--config` (which must exist), else `specforge.config.json` in `cwd` when there is one. */
export function findConfigFile(explicitPath: string | undefined, cwd: string): string | undefined {
  const path = explicitPath ? resolve(cwd, explicitPath) : resolve(cwd, CONFIG_FILE);
  if (existsSync(path)) return path;
  if (explicitPath)
    throw new SpecforgeError('config-not-found', `config file not found: ${explicitPath}`);
  return undefined;
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
