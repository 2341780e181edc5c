import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffSources, RULES } from '../../src/diff/index.js';
import {
  judge,
  renderParityDoc,
  type OasdiffCases,
  type OasdiffVerdict,
} from '../../src/diff/oasdiff-parity.js';
import { repoRoot } from '../helpers/cli.js';

// oasdiff's own checker tests, reproduced by scripts/oasdiff-cases.mjs (it reads the oasdiff
// repository; this test needs only what it committed under fixtures/oasdiff/).
const fixtures = join(repoRoot, 'fixtures/oasdiff');
const cases = JSON.parse(readFileSync(join(fixtures, 'cases.json'), 'utf8')) as OasdiffCases;
const levelOf = new Map(RULES.map((rule) => [rule.id, rule.level]));
const verdicts: OasdiffVerdict[][] = [];

beforeAll(async () => {
  for (const c of cases.cases) {
    // The path users run: two files through the loader and normalise(), as `specforge diff` does.
    const report = await diffSources(join(fixtures, c.base), join(fixtures, c.revision));
    verdicts.push(c.expected.map((expected) => judge(report, expected)));
  }
  const all = verdicts.flat();
  console.log(
    `oasdiff cases: ${cases.cases.length} diffs, ${all.length} breaking assertions covered, ` +
      `${all.filter((v) => v.found).length} found; ${cases.leftOut.length} left out (docs/oasdiff-parity.md)`,
  );
}, 120_000);

describe("oasdiff's own test cases", () => {
  it('are read from the committed fixtures (140 diffs)', () => {
    expect(cases.cases.length).toBeGreaterThanOrEqual(140);
  });

  it('expect rules that exist, at the level each rule has now', () => {
    const stale = cases.cases
      .flatMap((c) => c.expected)
      .filter(
        (e) => [e.level].flat().join() !== [...new Set(e.rules.map((r) => levelOf.get(r)))].join(),
      );
    // Stale? Run: npm run build && node scripts/oasdiff-cases.mjs
    expect(stale).toEqual([]);
  });

  it('are all found: every breaking assertion by its rule here, at its operation and level', () => {
    const missed = cases.cases.flatMap((c, i) =>
      (verdicts[i] ?? []).filter((v) => !v.found).map((v) => ({ test: c.test, ...v })),
    );
    expect(missed).toEqual([]);
  });

  it('are reported in docs/oasdiff-parity.md, and the page is current', () => {
    const committed = readFileSync(join(repoRoot, 'docs/oasdiff-parity.md'), 'utf8');
    expect(committed).toBe(renderParityDoc(cases, verdicts));
  });
});
