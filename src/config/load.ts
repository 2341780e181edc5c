import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { isRecord } from '../json/value.js';
import { lineAndColumn, locateJsonError } from '../json/syntax-error.js';
import { parseJsonc, stripJsonc } from './jsonc.js';
import { checkConfig } from './check-config.js';
import { loadPlugins } from './plugins.js';
import { findConfigFile } from './sources.js';
import { readTemplates } from './templates.js';
import type { LoadedConfig, SpecforgeConfig } from './types.js';

/**
 * Reads the config file: the one named by `--config`, else `specforge.config.json` (or
 * `specforge.config.ts`, load-ts.ts) in the working directory when there is one, else an
 * empty config. Its `plugins` are imported first (their names and sections join the check),
 * its `templates` folder read after; both relative to the file.
 */
export async function loadConfig(
  explicitPath: string | undefined,
  cwd: string = process.cwd(),
): Promise<LoadedConfig> {
  const path = findConfigFile(explicitPath, cwd);
  if (path === undefined) return { config: {}, plugins: [] };
  const raw = isTypeScript(path) ? await readTypeScriptFile(path) : readJsoncFile(path);
  const plugins = await loadPlugins(pluginList(raw, path), path);
  const problems = checkConfig(raw, plugins);
  if (problems.length > 0) {
    throw new SpecforgeError('config-invalid', `${path}: ${problems[0]}`, {
      hint:
        problems.length > 1
          ? `and ${problems.length - 1} more problem(s): ${problems.slice(1).join('; ')}`
          : undefined,
    });
  }
  const config = raw as SpecforgeConfig;
  const templates =
    config.templates === undefined
      ? undefined
      : await readTemplates(config.templates, dirname(path));
  return { path, config, plugins, ...(templates && { templates }) };
}

function isTypeScript(path: string): boolean {
  return /\.[cm]?ts$/.test(path);
}

async function readTypeScriptFile(path: string): Promise<unknown> {
  const { readTsConfig } = await import('./load-ts.js');
  return readTsConfig(path, readFileSync(path, 'utf8'));
}

/** `plugins`, read before the check that needs them (a wrong shape is the check's message). */
function pluginList(raw: unknown, path: string): string[] {
  const list = isRecord(raw) ? raw.plugins : undefined;
  if (list === undefined) return [];
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new SpecforgeError('config-invalid', `${path}: plugins: expected a list of module paths`);
  }
  return list;
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
