import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { CONFIG_FILE } from './sources.js';
import { starterConfig } from './starter.js';

/** Writes the starting config into `dir`; refuses to overwrite unless `force`. */
export function writeStarterConfig(
  dir: string,
  options: { source: string; output: string; force: boolean },
): string {
  const path = join(dir, CONFIG_FILE);
  if (existsSync(path) && !options.force) {
    throw new SpecforgeError('config-exists', `${CONFIG_FILE} already exists`, {
      hint: 'use --force to overwrite it',
    });
  }
  writeFileSync(path, starterConfig(options.source, options.output), {
    flag: options.force ? 'w' : 'wx',
  });
  return path;
}
