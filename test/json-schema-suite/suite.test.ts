/**
 * The JSON-Schema-Test-Suite through the production path: the suite's schemas become one
 * OpenAPI document (draft-04 files as OAS 3.0, the 2020-12 files of the keywords 3.1 adds
 * as OAS 3.1), which goes through `normalise()` → the types and validators emitters →
 * TypeScript (transpiled, and type-checked strictly once per document) → every case, through
 * both `validateX` and `isX`. With `inferTypes: false` every case passes; with the default
 * (types inferred from `properties`/`items`) exactly the cases in NOT_INFERRED fail.
 * Exclusions (keywords OpenAPI forbids) must match docs/validators.md.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import type { NormaliseOptions } from '../../src/ir/types.js';
import {
  generate,
  load,
  typeErrors,
  type Guard,
  type Validate,
} from '../emit/validators/harness.js';
import { suiteDocument, type SuiteEntry } from './document.js';
import { EXCLUDED_CASES, EXCLUDED_FILES, EXCLUDED_GROUPS, NOT_INFERRED } from './exclusions.js';

const draft4Root = join(process.cwd(), 'node_modules', 'json-schema-test-suite', 'tests', 'draft4');
const draft2020Root = join(process.cwd(), 'fixtures', 'json-schema-test-suite', 'draft2020-12');

function filesOf(root: string, prefix: string, names: string[]): { name: string; path: string }[] {
  return names
    .filter((name) => name.endsWith('.json') && !(`${prefix}${name}` in EXCLUDED_FILES))
    .map((name) => ({ name: `${prefix}${name}`, path: join(root, name) }));
}

const SUITES = [
  {
    label: 'draft-04 as OpenAPI 3.0',
    openapi: '3.0.3' as const,
    files: [
      ...filesOf(draft4Root, 'draft4/', readdirSync(draft4Root)),
      ...filesOf(
        join(draft4Root, 'optional'),
        'draft4/optional/',
        readdirSync(join(draft4Root, 'optional')),
      ),
    ],
  },
  {
    label: 'draft 2020-12 (OpenAPI 3.1 keywords)',
    openapi: '3.1.0' as const,
    files: filesOf(draft2020Root, 'draft2020-12/', readdirSync(draft2020Root)),
  },
];

const MODES: { label: string; options: NormaliseOptions }[] = [
  { label: 'inferTypes: false', options: { inferTypes: false } },
  { label: 'default (types inferred)', options: {} },
];

interface Outcome {
  cases: number;
  groups: number;
  failures: string[];
  excluded: string[];
}

async function runSuite(
  entries: SuiteEntry[],
  document: Record<string, unknown>,
  options: NormaliseOptions,
): Promise<Outcome> {
  const model = normalise({ document }, options);
  const names = new Map(model.schemas.map((s) => [s.originalName, s.name]));
  const module = await load(generate(model).files);
  const outcome: Outcome = { cases: 0, groups: 0, failures: [], excluded: [] };
  for (const { file, group, key } of entries) {
    const groupId = `${file}: ${group.description}`;
    if (groupId in EXCLUDED_GROUPS) {
      outcome.excluded.push(groupId);
      continue;
    }
    const name = names.get(key) as string;
    const validate = module[`validate${name}`] as Validate;
    const is = module[`is${name}`] as Guard;
    outcome.groups++;
    for (const test of group.tests) {
      const id = `${groupId} / ${test.description}`;
      if (id in EXCLUDED_CASES) {
        outcome.excluded.push(id);
        continue;
      }
      outcome.cases++;
      const result = validate(test.data);
      const agrees = result.ok === test.valid && is(test.data) === test.valid;
      if (!agrees || (!result.ok && result.errors.length === 0)) outcome.failures.push(id);
    }
  }
  return outcome;
}

const counts: string[] = [];

describe('JSON-Schema-Test-Suite through normalise()', () => {
  for (const suite of SUITES) {
    const { document, entries } = suiteDocument(suite.files, suite.openapi);
    for (const mode of MODES) {
      it(`${suite.label}, ${mode.label}`, async () => {
        const outcome = await runSuite(entries, document, mode.options);
        const expected = mode.options.inferTypes === false ? [] : NOT_INFERRED[suite.openapi];
        expect(outcome.failures.sort()).toEqual([...expected].sort());
        const documented = [...Object.keys(EXCLUDED_GROUPS), ...Object.keys(EXCLUDED_CASES)];
        expect(outcome.excluded.every((id) => documented.includes(id))).toBe(true);
        counts.push(
          `${suite.label}, ${mode.label}: ${outcome.cases - outcome.failures.length} of ${outcome.cases} cases ` +
            `in ${outcome.groups} groups of ${suite.files.length} files pass; excluded ${outcome.excluded.length}`,
        );
      });
    }
    it(`${suite.label}: the generated code compiles under tsc --strict (both modes)`, () => {
      for (const mode of MODES) {
        expect(typeErrors(generate(normalise({ document }, mode.options)).files)).toEqual([]);
      }
    });
  }

  it('reports its counts', () => {
    console.log(counts.join('\n'));
    expect(counts.length).toBe(SUITES.length * MODES.length);
  });
});
