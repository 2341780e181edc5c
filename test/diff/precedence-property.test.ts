import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RULES,
  type ChangeKind,
  type ChangeRecord,
  type ChangeSite,
} from '../../src/diff/index.js';
import { overrideClosure, ruleMatches, ruleSelector } from '../../src/diff/rules/precedence.js';

/** Every change kind (the compiler keeps this in step with ChangeDetails). */
const KINDS = Object.keys({
  'operation-removed': 1,
  'operation-added': 1,
  'deprecated-changed': 1,
  'access-changed': 1,
  'auth-changed': 1,
  'security-scheme-changed': 1,
  'global-security-added': 1,
  'global-security-removed': 1,
  'webhook-added': 1,
  'webhook-removed': 1,
  'client-name-changed': 1,
  'generated-name-changed': 1,
  'result-shape-changed': 1,
  'parameter-added': 1,
  'parameter-removed': 1,
  'parameter-location-changed': 1,
  'path-parameter-renamed': 1,
  'required-changed': 1,
  'body-added': 1,
  'body-removed': 1,
  'media-type-added': 1,
  'media-type-removed': 1,
  'status-added': 1,
  'status-removed': 1,
  'header-added': 1,
  'header-removed': 1,
  'array-format-changed': 1,
  'property-added': 1,
  'property-removed': 1,
  'type-changed': 1,
  'format-changed': 1,
  'nullable-changed': 1,
  'enum-value-added': 1,
  'enum-value-removed': 1,
  'constraint-changed': 1,
  'schema-changed': 1,
} satisfies Record<ChangeKind, 1>) as ChangeKind[];
const SITES: ChangeSite[] = ['api', 'operation', 'parameter', 'request-body', 'response'];
const BOOLEAN_VALUES = new Set<ChangeKind>([
  'deprecated-changed',
  'auth-changed',
  'required-changed',
  'nullable-changed',
]);
const SUBJECTS = [
  'maxLength',
  'minLength',
  'maximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
  'pattern',
  'enum',
  'multipleOf',
  'additionalProperties',
];
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/**
 * A change of any kind with every fact a rule may read, each within its type (a boolean
 * `new` where the kind's values are booleans …): rules read only their kind's fields, so
 * the extra facts stand for every combination the structural diff could emit, and more.
 */
const changes: fc.Arbitrary<ChangeRecord> = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    site: fc.constantFrom(...SITES),
    location: fc.constantFrom(
      'operation',
      'body',
      'result',
      'query.state',
      'query.filter.state',
      'body.user.name',
    ),
    flag: fc.boolean(),
    old: maybe(fc.constantFrom('string', 'date-time')),
    subject: fc.constantFrom(...SUBJECTS),
    tightened: fc.boolean(),
    facts: fc.record({
      required: fc.boolean(),
      deprecated: fc.boolean(),
      pathRemoved: fc.boolean(),
      sunset: maybe(fc.constantFrom('2020-01-31', '2999-12-31', 'soon')),
      pathLevel: maybe(fc.boolean()),
      pathGained: maybe(fc.constant(true as const)),
      fieldMask: maybe(fc.constant(true as const)),
      body: maybe(fc.constant(true as const)),
      success: fc.boolean(),
      guessed: fc.boolean(),
      location: fc.constantFrom('path', 'query', 'header'),
      flipped: maybe(fc.constantFrom('readOnly' as const, 'writeOnly' as const)),
      action: fc.constantFrom('added' as const, 'removed' as const, 'changed' as const),
    }),
  })
  .map(({ kind, flag, ...rest }) => {
    const values = BOOLEAN_VALUES.has(kind)
      ? { old: !flag, new: flag }
      : { new: flag ? 'integer' : undefined };
    const operation = { method: 'GET' as const, path: '/job/{jobid}', client: 'api.job.get()' };
    return { kind, ...rest, ...values, direction: 'none', operation, pointer: '#' } as ChangeRecord;
  });

/** The winner by the declarations alone: the matching rule that overrides all other matching ones. */
const beats = overrideClosure(RULES);
function declaredWinner(change: ChangeRecord): string {
  const matching = RULES.flatMap((rule) =>
    'fallback' in rule || !ruleMatches(rule, change) ? [] : [rule.id],
  );
  if (matching.length === 0) return 'api-schema-changed';
  const winners = matching.filter((id) =>
    matching.every((other) => other === id || beats.get(id)!.has(other)),
  );
  return winners.length === 1 ? winners[0]! : `no declared winner among ${matching.join(', ')}`;
}

describe('rule precedence, on any change of the typed domain', () => {
  it('has a declared winner, and the engine picks it', () => {
    const select = ruleSelector(RULES);
    fc.assert(
      fc.property(changes, (change) => {
        expect(select(change)?.id).toBe(declaredWinner(change));
      }),
      { numRuns: 20_000 },
    );
  });
});
