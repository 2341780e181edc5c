import { configJsonSchema } from './schema.js';

/**
 * `schema/specforge.config.schema.json`, for editors: written from the config's one
 * definition (schema.ts) by `scripts/gen-targets-doc.mjs`; test/config/config.test.ts
 * fails when the committed file is stale.
 */
export async function renderConfigSchemaFile(): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(JSON.stringify(configJsonSchema()), { parser: 'json', printWidth: 120 });
}
