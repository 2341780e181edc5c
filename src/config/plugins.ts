import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SpecforgeError } from '../errors.js';
import type { Target } from '../emit/target.js';
import { TARGET_NAMES } from '../emit/targets.js';
import { fromJsonSchema } from './json-schema.js';
import { GENERAL_KEYS } from './schema.js';

/**
 * The config's `"plugins": ["./hello-target.mjs"]`: each module (a path relative to the
 * config file) is imported and its default export checked against the target contract
 * (src/emit/target.ts) before anything runs. Any problem is one line naming the module.
 */
const NAME = /^[a-z][a-z0-9-]*$/;

export async function loadPlugins(
  specifiers: readonly string[],
  configPath: string,
): Promise<Target<object>[]> {
  const plugins: Target<object>[] = [];
  for (const specifier of specifiers) {
    const target = await importPlugin(resolve(dirname(configPath), specifier), specifier);
    if (plugins.some((p) => p.name === target.name)) {
      throw invalid(specifier, `names target "${target.name}", which another plugin also names`);
    }
    plugins.push(target);
  }
  return plugins;
}

async function importPlugin(path: string, specifier: string): Promise<Target<object>> {
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (error) {
    throw invalid(specifier, `cannot be loaded: ${(error as Error).message.split('\n')[0]}`);
  }
  return checkTarget(module.default, specifier);
}

/** The contract's shape, checked before the config that names the module is. */
function checkTarget(value: unknown, where: string): Target<object> {
  const target = (value ?? {}) as Partial<Target<object>>;
  if (typeof value !== 'object' || typeof target.emit !== 'function') {
    throw invalid(where, 'has no default export { name, emit(model, options) }');
  }
  if (typeof target.name !== 'string' || !NAME.test(target.name)) {
    throw invalid(
      where,
      `names its target ${JSON.stringify(target.name)}: use lower-case letters, digits and -`,
    );
  }
  if (TARGET_NAMES.includes(target.name) || GENERAL_KEYS.includes(target.name)) {
    throw invalid(where, `names its target "${target.name}", which specforge already uses`);
  }
  if (target.needs !== undefined && !isStringList(target.needs))
    throw invalid(where, 'needs must be a list of target names');
  if (target.options !== undefined) fromJsonSchema(target.options, `plugin ${where}`);
  return target as Target<object>;
}

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function invalid(where: string, what: string): SpecforgeError {
  return new SpecforgeError('plugin-invalid', `plugin ${where} ${what}`);
}
