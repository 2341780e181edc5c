// oasdiff's tests (as read by go-tests.mjs) → cases: each diff of a document pair after which a
// test asserts ERR-level checks, with the rules here that report them; and, for every ERR
// assertion that is not a case, why.

// `&diff.Config{}` is the zero configuration: nothing excluded, as `diff.NewConfig()`.
const DEFAULT_CONFIGS = ['diff.NewConfig()', '&diff.Config{}'];

/** Why the documents of a diff are not a pair of files we can copy, or null. */
function pairProblem(test, diff, translated) {
  if (test.reason) return test.reason;
  if (!diff.base || !diff.revision) return 'the documents are not loaded from files (built in Go)';
  if (!DEFAULT_CONFIGS.includes(diff.config))
    return `a non-default diff configuration (${diff.config})`;
  if (diff.mutatedBy.length > 0 && !translated?.base)
    return `the documents are changed by Go code before the diff, and that change is not translated (${translated?.why ?? 'several diffs'})`;
  return null;
}

/** Why a check of a test is not expected here (see differences.mjs), marking the entry used. */
function differenceFor(differences, test, id) {
  for (const key of [`${test}|${id}`, test]) {
    if (differences.has(key)) {
      differences.used?.add(key);
      return differences.get(key);
    }
  }
  return undefined;
}

/** The ERR assertions of one diff, each id/method/path once. */
function breakingAssertions(diff, level) {
  const seen = new Map();
  for (const a of diff.assertions) {
    if (level(a.id) !== 'ERR') continue;
    seen.set(`${a.id} ${a.method ?? ''} ${a.path ?? ''}`, a);
  }
  return [...seen.values()];
}

function expectation(assertion, rules, ruleLevel) {
  const levels = [...new Set(rules.map(ruleLevel))];
  const where = assertion.method ? { method: assertion.method, path: assertion.path } : {};
  return {
    oasdiff: assertion.id,
    rules,
    level: levels.length === 1 ? levels[0] : levels,
    ...where,
  };
}

/**
 * @param tests oasdiff's tests, each `{ file, name, reason, diffs }`
 * @param lookups `level(id)` oasdiff's level, `home(id)` our rules or why left out,
 *   `ruleLevel(ruleId)`; `translations` maps `file:Test` to documents built from its Go changes;
 *   `differences` maps `file:Test|check` (or `file:Test`) to why it is not expected here
 */
export function buildCases(
  tests,
  { level, home, ruleLevel, translations = new Map(), differences = new Map() },
) {
  const cases = [];
  const leftOut = [];
  for (const test of tests) {
    test.diffs.forEach((diff, index) => {
      const assertions = breakingAssertions(diff, level);
      if (assertions.length === 0) return;
      const key = `${test.file}:${test.name}${index > 0 ? `#${index + 1}` : ''}`;
      const translated = translations.get(key);
      const problem = pairProblem(test, diff, translated);
      const expected = [];
      for (const assertion of assertions) {
        const where = home(assertion.id);
        const difference =
          where.leftOut || problem ? undefined : differenceFor(differences, key, assertion.id);
        const why =
          where.leftOut ?? problem ?? (typeof difference === 'string' ? difference : undefined);
        if (why) leftOut.push({ test: key, oasdiff: assertion.id, why });
        else if (difference)
          expected.push({
            ...expectation(assertion, difference.rules, ruleLevel),
            note: difference.why,
          });
        else expected.push(expectation(assertion, where.rules, ruleLevel));
      }
      if (expected.length === 0) return;
      const pair = translated?.base ? translated : { base: diff.base, revision: diff.revision };
      cases.push({ test: key, ...pair, expected });
    });
  }
  const stale = [...differences.keys()].filter((key) => !differences.used?.has(key));
  if (stale.length > 0)
    throw new Error(`differences.mjs: entries that match no assertion: ${stale.join(', ')}`);
  const documents = [...new Set(cases.flatMap((c) => [c.base, c.revision]))].filter((p) =>
    p.startsWith('data/'),
  );
  return { cases, leftOut, documents };
}
