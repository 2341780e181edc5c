import type { SpecforgeConfig } from '../config/types.js';
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

/** The config's target sections, as the emitters read them (`validators.mode`). */
export function emitSettingsOf(config: SpecforgeConfig): EmitSettings {
  const settings: EmitSettings = {};
  if (config.validators?.mode !== undefined) settings.validatorMode = config.validators.mode;
  return settings;
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
