import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/diff/index.js';
import type { ChangeKind, ChangeRecord, ChangeSite } from '../../src/diff/index.js';

/** Every change kind (kept in step with the ChangeKind union by the compiler below). */
const KINDS: Record<ChangeKind, true> = {
  'operation-removed': true,
  'operation-added': true,
  'deprecated-changed': true,
  'access-changed': true,
  'auth-changed': true,
  'security-scheme-changed': true,
  'global-security-added': true,
  'global-security-removed': true,
  'webhook-added': true,
  'webhook-removed': true,
  'client-name-changed': true,
  'generated-name-changed': true,
  'result-shape-changed': true,
  'parameter-added': true,
  'parameter-removed': true,
  'parameter-location-changed': true,
  'path-parameter-renamed': true,
  'required-changed': true,
  'body-added': true,
  'body-removed': true,
  'media-type-added': true,
  'media-type-removed': true,
  'status-added': true,
  'status-removed': true,
  'header-added': true,
  'header-removed': true,
  'array-format-changed': true,
  'property-added': true,
  'property-removed': true,
  'type-changed': true,
  'format-changed': true,
  'nullable-changed': true,
  'enum-value-added': true,
  'enum-value-removed': true,
  'constraint-changed': true,
  'schema-changed': true,
};
const SITES: ChangeSite[] = ['api', 'operation', 'parameter', 'request-body', 'response'];

/** Changes of `kind` in every site, with the facts and values rules look at set both ways. */
function changesOf(kind: ChangeKind): ChangeRecord[] {
  return SITES.flatMap((site) =>
    [true, false].map((flag) => ({
      kind,
      site,
      direction: 'none' as const,
      operation: { method: 'GET' as const, path: '/x', client: 'x.get' },
      location: 'x',
      pointer: '#',
      new: flag,
      tightened: flag,
      subject: flag ? 'pattern' : 'maxLength',
      facts: {
        required: flag,
        success: flag,
        deprecated: flag,
        pathRemoved: flag,
        body: flag,
        guessed: flag,
        pathGained: flag,
        flipped: flag ? 'readOnly' : 'writeOnly',
        action: flag ? 'added' : 'removed',
      },
    })),
  );
}

describe('the kinds index of the rule registry', () => {
  it.each(RULES.filter((rule) => rule.kinds).map((rule) => [rule.id, rule] as const))(
    '%s matches no change of a kind it does not declare',
    (_id, rule) => {
      const others = (Object.keys(KINDS) as ChangeKind[]).filter((k) => !rule.kinds!.includes(k));
      const matched = others.flatMap(changesOf).filter((change) => rule.matches(change));
      expect(matched.map((change) => change.kind)).toEqual([]);
    },
  );

  it('leaves only the catch-all rule without kinds', () => {
    expect(RULES.filter((rule) => !rule.kinds).map((rule) => rule.id)).toEqual([
      'api-schema-changed',
    ]);
  });
});
