import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedFile } from '../../ir/types.js';
import { packageRoot } from '../../util/package.js';

/**
 * The hand-written mock engine (src/runtime/mock), shipped verbatim into
 * `<dir>/mocks/engine/`: read once from the package, the same bytes for every
 * document. The list is explicit so that a new engine file is a conscious choice
 * (a test checks it against the directory). The engine's one import from outside
 * its folder, the wire table it shares with the client (`../wire-format.js` in
 * src/runtime), points at `<dir>/runtime/` in the output, which the target ships.
 */
export const ENGINE_FILES = [
  'auth-routes.ts',
  'collections.ts',
  'crud.ts',
  'decisions.ts',
  'draw.ts',
  'envelope.ts',
  'factory.ts',
  'generate-composite.ts',
  'generate-object.ts',
  'generate-scalar.ts',
  'generate.ts',
  'generated.ts',
  'handle.ts',
  'identity.ts',
  'index.ts',
  'installation.ts',
  'lifecycle.ts',
  'links.ts',
  'merge.ts',
  'overrides.ts',
  'pattern-parse.ts',
  'pattern.ts',
  'random.ts',
  'relations.ts',
  'required.ts',
  'responders.ts',
  'request.ts',
  'resources.ts',
  'routes.ts',
  'sample.ts',
  'schema-utils.ts',
  'schema.ts',
  'sessions.ts',
  'store.ts',
  'timestamps.ts',
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
      contents = readFileSync(path, 'utf8')
        .replace(/\r\n?/g, '\n')
        .replace(/from '\.\.\/([a-z-]+\.js)'/g, "from '../../runtime/$1'");
      cache.set(name, contents);
    }
    return { path: `mocks/engine/${name}`, contents };
  });
}
