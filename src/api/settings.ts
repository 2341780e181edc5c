import type { LoadedConfig, SpecforgeConfig } from '../config/types.js';
import { targetRegistry } from '../emit/targets.js';
import { isRecord } from '../json/value.js';
import type { NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import type { EmitSettings } from '../emit/shared/options.js';

/**
 * What the config file contributes to each stage. The CLI merges its flags over these
 * (flags win); the programmatic API takes the same shapes directly.
 */
export function normaliseOptionsOf(config: SpecforgeConfig): NormaliseOptions {
  const options: NormaliseOptions = {};
  if (config.envelope) options.envelope = config.envelope;
  if (config.access) options.access = config.access;
  if (config.names) options.names = config.names;
  if (config.queryParserAsBody !== undefined) options.queryParserAsBody = config.queryParserAsBody;
  if (config.schemas?.inferTypes !== undefined) options.inferTypes = config.schemas.inferTypes;
  if (config.query) options.query = config.query;
  if (config.flaskRestx?.optionalMeansNullable !== undefined)
    options.flaskRestx = { optionalMeansNullable: config.flaskRestx.optionalMeansNullable };
  return options;
}

/**
 * What the config contributes to emitting: each target's section by target name, as the
 * targets read them (`validators.mode`, a plugin's own section; the config's checker has
 * judged each against its target's schema), its plugins and its templates.
 */
export function emitSettingsOf(loaded: Omit<LoadedConfig, 'path'>): EmitSettings {
  const sections = loaded.config as Readonly<Record<string, unknown>>;
  const targetOptions = Object.fromEntries(
    targetRegistry(loaded.plugins).flatMap(({ name, options }) => {
      const section = sections[name];
      return options !== undefined && isRecord(section) ? [[name, section]] : [];
    }),
  );
  return {
    ...(Object.keys(targetOptions).length > 0 && { targetOptions }),
    ...(loaded.plugins.length > 0 && { plugins: loaded.plugins }),
    ...(loaded.templates && { templates: loaded.templates }),
  };
}

export function loadOptionsOf(config: SpecforgeConfig): LoadOptions {
  const options: LoadOptions = {};
  if (config.headers) options.headers = config.headers;
  if (config.timeoutMs !== undefined) options.timeoutMs = config.timeoutMs;
  if (config.insecure !== undefined) options.insecure = config.insecure;
  if (config.retries !== undefined) options.retries = config.retries;
  if (config.maxSize !== undefined) options.maxBytes = config.maxSize;
  if (config.overlays) options.overlays = config.overlays;
  return options;
}

/** Flags over file: a flag left unset (undefined) keeps the file's value. */
export function mergeLoadOptions(fromConfig: LoadOptions, fromFlags: LoadOptions): LoadOptions {
  const merged: LoadOptions = { ...fromConfig };
  for (const [key, value] of Object.entries(fromFlags) as [keyof LoadOptions, unknown][]) {
    if (value === undefined) continue;
    if (key === 'headers')
      merged.headers = { ...fromConfig.headers, ...(value as Record<string, string>) };
    else (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
