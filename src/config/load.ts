import { readFileSync } from 'node:fs';
import { SpecforgeError } from '../errors.js';
import { lineAndColumn, locateJsonError } from '../json/syntax-error.js';
import { parseJsonc, stripJsonc } from './jsonc.js';
import { checkConfig } from './check-config.js';
import { findConfigFile } from './sources.js';
import type { LoadedConfig, SpecforgeConfig } from './types.js';

/**
 * Reads the config file: the one named by `--config`, else `specforge.config.json`
 * in the working directory when there is one, else an empty config. A `specforge.config.ts`
 * needs `loadConfigFile` (running it is asynchronous).
 */
export function loadConfig(
  explicitPath: string | undefined,
  cwd: string = process.cwd(),
): LoadedConfig {
  const path = findConfigFile(explicitPath, cwd);
  if (path === undefined) return { config: {} };
  if (isTypeScript(path)) {
    throw new SpecforgeError(
      'config-invalid',
      `${path}: a TypeScript config needs loadConfigFile()`,
    );
  }
  return checked(path, readJsoncFile(path));
}

/** `loadConfig` for either kind of file: JSON(C), or `specforge.config.ts` (load-ts.ts). */
export async function loadConfigFile(
  explicitPath: string | undefined,
  cwd: string = process.cwd(),
): Promise<LoadedConfig> {
  const path = findConfigFile(explicitPath, cwd);
  if (path === undefined || !isTypeScript(path)) return loadConfig(explicitPath, cwd);
  const { readTsConfig } = await import('./load-ts.js');
  return checked(path, await readTsConfig(path, readFileSync(path, 'utf8')));
}

function isTypeScript(path: string): boolean {
  return /\.[cm]?ts$/.test(path);
}

function checked(path: string, raw: unknown): LoadedConfig {
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

/** The file's JSON(C); a syntax error names its line and column (comments keep positions). */
function readJsoncFile(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return parseJsonc(text);
  } catch (error) {
    const { position, reason } = locateJsonError(stripJsonc(text), (error as Error).message);
    const { line, column } = lineAndColumn(text, position);
    throw new SpecforgeError(
      'config-invalid',
      `${path}: not valid JSON at line ${line}, column ${column}: ${reason}`,
    );
  }
}
