import { beforeAll, describe, expect, it } from 'vitest';
import { RULES, type ChangeRecord, type Finding } from '../../src/diff/index.js';
import { applyRules } from '../../src/diff/findings.js';
import { diffCorpus, type CorpusDiff } from '../helpers/diff-corpus.js';

/**
 * The specification of which findings `applyRules` keeps: one per joined key (rule,
 * operation, client impact, message without its location), the shortest location, in the
 * order keys were first met. `ImpactSet` looks the same thing up level by level.
 */
function keptByJoinedKey(findings: Finding[], used?: boolean[]): Finding[] {
  const kept = new Map<string, Finding>();
  findings.forEach((finding, index) => {
    const what = finding.message.replaceAll(finding.location, '');
    const key = `${finding.id} ${finding.method} ${finding.path} ${finding.client} ${what}`;
    const previous = kept.get(key);
    if (used) finding.used = used[index]! || previous?.used === true;
    if (previous && finding.used) previous.used = true;
    if (!previous || finding.location.length < previous.location.length) kept.set(key, finding);
  });
  return [...kept.values()];
}

/**
 * Every change again along longer paths (`….again`, and `….other` of the same length), then
 * along its own, shorter path (every other change only: ties of length stay with the first).
 */
function withDetours(changes: ChangeRecord[]): ChangeRecord[] {
  return changes.flatMap((change, index) => [
    { ...change, location: `${change.location}.again` },
    { ...change, location: `${change.location}.other` },
    ...(index % 2 === 0 ? [change] : []),
    { ...change, location: `${change.location}.again.and.again` },
  ]);
}

describe('the findings applyRules keeps', () => {
  let corpus: CorpusDiff[];
  beforeAll(async () => {
    corpus = await diffCorpus();
  }, 120_000);

  it('are the ones a joined key keeps, on every diff of the corpus and with detours', () => {
    let duplicates = 0;
    // Stripe's 38 000 records one by one would take half a minute: every other diff
    for (const { changes } of corpus.filter((diff) => !diff.name.startsWith('stripe'))) {
      for (const records of [changes, withDetours(changes)]) {
        const all = records.map((change) => applyRules([change])).flat();
        const kept = applyRules(records);
        expect(kept).toEqual(keptByJoinedKey(all));
        duplicates += all.length - kept.length;
      }
    }
    expect(duplicates).toBeGreaterThan(3_000); // the detours did meet kept findings
  });

  it('mark an impact used when any of its findings is (--used-by)', () => {
    const records = withDetours(
      corpus.find((diff) => diff.name.startsWith('installation'))!.changes,
    );
    const flags = records.map((_, index) => index % 3 === 1);
    const used = new Map(records.map((change, index) => [change, flags[index]!]));
    const all = records.map((change) => applyRules([change])).flat();
    const kept = applyRules(records, {}, RULES, (change) => used.get(change)!);
    expect(kept).toEqual(keptByJoinedKey(all, flags));
    expect(kept.some((finding) => finding.used) && kept.some((finding) => !finding.used)).toBe(
      true,
    );
  });
});
