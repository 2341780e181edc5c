import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import type { EmitOptions } from './options.js';
import { packageRoot } from '../../util/package.js';
import { runtimeBanner } from './banner.js';

/**
 * Files of `src/runtime/` shipped into the output as `runtime/<name>`, with the runtime
 * banner on top (specforge's version, not the document's). They are read once per process
 * (like templates: package assets, not input), so emitters stay pure functions of the model. Several targets may ask
 * for the same file; the registry keeps one copy.
 */
const sources = new Map<string, string>();

function source(name: string): string {
  let text = sources.get(name);
  if (text === undefined) {
    text = readFileSync(join(packageRoot, 'src', 'runtime', name), 'utf8').replace(/\r\n?/g, '\n');
    sources.set(name, text);
  }
  return text;
}

export function runtimeFiles(
  model: ApiModel,
  options: EmitOptions,
  names: readonly string[],
): GeneratedFile[] {
  const head = runtimeBanner(model, options);
  return names.map((name) => ({ path: `runtime/${name}`, contents: `${head}\n\n${source(name)}` }));
}

/** What the client needs at run time (validation.ts for the validator types). */
export const CLIENT_RUNTIME = [
  'access.ts',
  'auth.ts',
  'call.ts',
  'exchange.ts',
  'client.ts',
  'envelope.ts',
  'errors.ts',
  'http.ts',
  'mask.ts',
  'middleware.ts',
  'network.ts',
  'operation.ts',
  'redirect.ts',
  'request.ts',
  'retry.ts',
  'safe.ts',
  'service-message.ts',
  'session.ts',
  'validation.ts',
  'wire-format.ts',
];
