import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedFile } from '../../ir/types.js';
import { packageRoot } from '../../util/package.js';

/**
 * The hand-written runtime the generated validators import, shipped verbatim into
 * `<dir>/runtime/` (like the templates, read once from the package; the same bytes
 * for every document, so the client target may ship `validation.ts` too).
 */
export const VALIDATOR_RUNTIME = [
  'validation.ts',
  'validate-helpers.ts',
  'validate-formats.ts',
  'validate-messages.ts',
  'validate-values.ts',
];

const cache = new Map<string, string>();

export function validatorRuntimeFiles(): GeneratedFile[] {
  return VALIDATOR_RUNTIME.map((name) => {
    let contents = cache.get(name);
    if (contents === undefined) {
      contents = readFileSync(join(packageRoot, 'src', 'runtime', name), 'utf8').replace(
        /\r\n?/g,
        '\n',
      );
      cache.set(name, contents);
    }
    return { path: `runtime/${name}`, contents };
  });
}
