// Writes the pairs of the tests that change their documents in Go before diffing, as
// fixtures/oasdiff/cases/<test file>/<Test>/{base,revision}.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import yaml from 'js-yaml';
import { readFile } from './mirror.mjs';
import { translateDiff } from './translate.mjs';

const read = (path) => yaml.load(readFile(path));

/**
 * Map `file:Test` → `{ base, revision }` (paths under fixtures/oasdiff/) for each test whose
 * one diff was translated, or `{ why }` when its Go changes could not be.
 */
export function writeTranslations(tests, target) {
  const translations = new Map();
  for (const test of tests) {
    const diff = test.diffs.length === 1 ? test.diffs[0] : undefined;
    if (!diff?.mutatedBy.length || !diff.base || !diff.revision) continue;
    const key = `${test.file}:${test.name}`;
    const result = translateDiff(diff, read);
    if (result.why) {
      translations.set(key, { why: result.why });
      continue;
    }
    const dir = posix.join('cases', posix.basename(test.file, '_test.go'), test.name);
    mkdirSync(join(target, '..', dir), { recursive: true });
    for (const side of ['base', 'revision'])
      writeFileSync(
        join(target, '..', dir, `${side}.json`),
        `${JSON.stringify(result.docs[side])}\n`,
      );
    translations.set(key, { base: `${dir}/base.json`, revision: `${dir}/revision.json` });
  }
  return translations;
}
