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
/** The typed alternative (`export default defineConfig({ … })`), read when there is no JSON file. */
const CONFIG_FILE_TS = 'specforge.config.ts';

/**
 * The file named by `--config` (which must exist), else `specforge.config.json` in `cwd`,
 * else `specforge.config.ts`, when there is one.
 */
export function findConfigFile(explicitPath: string | undefined, cwd: string): string | undefined {
  if (explicitPath) {
    const path = resolve(cwd, explicitPath);
    if (existsSync(path)) return path;
    throw new SpecforgeError('config-not-found', `config file not found: ${explicitPath}`);
  }
  return [CONFIG_FILE, CONFIG_FILE_TS].map((name) => resolve(cwd, name)).find(existsSync);
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
