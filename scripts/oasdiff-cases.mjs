#!/usr/bin/env node
// Builds fixtures/oasdiff/ from oasdiff's own checker tests (issue #14): every test that
// asserts a breaking (ERR) check on a document pair becomes a case (base, revision, the
// checks expected, the rules here that report them), or a left-out entry saying why.
// Reads the oasdiff mirror (OASDIFF_MIRROR, default /work/.mirror/oasdiff+oasdiff/repo) and
// dist/ (run `npm run build` first):
//   npm run build && node scripts/oasdiff-cases.mjs
// test/diff/oasdiff-cases.test.ts runs the diff on every case without the mirror.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commit, copyDocuments, listFiles, readFile } from './oasdiff-cases/mirror.mjs';
import { readCheckIds, readTestFile } from './oasdiff-cases/go-tests.mjs';
import { buildCases } from './oasdiff-cases/cases.mjs';
import { DIFFERENCES } from './oasdiff-cases/differences.mjs';
import { writeTranslations } from './oasdiff-cases/translated.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'fixtures/oasdiff');
const { RULES } = await import(join(root, 'dist/src/diff/rules/index.js'));
const { diffSources } = await import(join(root, 'dist/src/diff/index.js'));
const coverage = await import(join(root, 'dist/src/diff/oasdiff-coverage.js'));
const { judge, renderParityDoc } = await import(join(root, 'dist/src/diff/oasdiff-parity.js'));
const catalogue = coverage.parseOasdiffCatalogue(
  readFileSync(join(fixtures, 'checks.txt'), 'utf8'),
);

const files = listFiles();
const goFiles = files.filter((f) => /^checker\/[^/]+\.go$/.test(f));
const ids = readCheckIds(goFiles.filter((f) => !f.endsWith('_test.go')).map(readFile));
const tests = goFiles
  .filter((f) => f.endsWith('_test.go'))
  .flatMap((file) => readTestFile(readFile(file), ids).map((test) => ({ ...test, file })));

rmSync(join(fixtures, 'cases'), { recursive: true, force: true });
const translations = writeTranslations(tests, join(fixtures, 'cases'));
const result = buildCases(tests, {
  translations,
  level: (id) => catalogue.get(id),
  home: (id) => coverage.homeFor(id, RULES),
  ruleLevel: (id) => RULES.find((rule) => rule.id === id)?.level,
  differences: Object.assign(DIFFERENCES, { used: new Set() }),
});
rmSync(join(fixtures, 'data'), { recursive: true, force: true });
const documents = copyDocuments(result.documents, fixtures);
const source = {
  repository: 'https://github.com/oasdiff/oasdiff',
  commit: commit(),
  licence: 'Apache-2.0',
};
const cases = { source, documents: documents.length, cases: result.cases, leftOut: result.leftOut };
writeFileSync(join(fixtures, 'cases.json'), `${JSON.stringify(cases, null, 2)}\n`);

const verdicts = [];
for (const c of cases.cases) {
  const report = await diffSources(join(fixtures, c.base), join(fixtures, c.revision));
  verdicts.push(c.expected.map((expected) => judge(report, expected)));
}
writeFileSync(join(root, 'docs/oasdiff-parity.md'), renderParityDoc(cases, verdicts));
const found = verdicts.flat().filter((e) => e.found).length;
const expected = cases.cases.flatMap((c) => c.expected).length;
console.log(
  `fixtures/oasdiff/cases.json: ${cases.cases.length} cases, ${expected} breaking checks, ${found} found; ${cases.leftOut.length} left out`,
);
