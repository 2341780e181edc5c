import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedFile } from '../../ir/types.js';
import { packageRoot } from '../../util/package.js';

/**
 * The hand-written mock engine (src/runtime/mock), shipped verbatim into
 * `<dir>/mocks/engine/`: read once from the package, the same bytes for every
 * document. The list is explicit so that a new engine file is a conscious choice
 * (a test checks it against the directory).
 */
export const ENGINE_FILES = [
  'auth-routes.ts',
  'check-leaf.ts',
  'check.ts',
  'collections.ts',
  'crud.ts',
  'envelope.ts',
  'generate.ts',
  'generated.ts',
  'handle.ts',
  'index.ts',
  'installation.ts',
  'links.ts',
  'overrides.ts',
  'pattern.ts',
  'random.ts',
  'request.ts',
  'resources.ts',
  'routes.ts',
  'schema-utils.ts',
  'sessions.ts',
  'store.ts',
  'types.ts',
  'users.ts',
  'validate.ts',
  'values.ts',
];

const cache = new Map<string, string>();

export function engineFiles(): GeneratedFile[] {
  return ENGINE_FILES.map((name) => {
    let contents = cache.get(name);
    if (contents === undefined) {
      const path = join(packageRoot, 'src', 'runtime', 'mock', name);
      contents = readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
      cache.set(name, contents);
    }
    return { path: `mocks/engine/${name}`, contents };
  });
}
