import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/diff/index.js';
import { family, type FamilySite } from '../../src/diff/rules/family.js';
import { REQUEST_VALUE_RULES } from '../../src/diff/rules/request-values.js';

const SITES: FamilySite[] = [
  { site: 'parameter', id: 'request-parameter', noun: 'parameter' },
  { site: 'request-body', id: 'request-property', noun: 'request property' },
];

describe('rule families', () => {
  it('make one rule per site and row: id, noun, site, and a per-site why where given', () => {
    const rules = family('request', SITES, [
      {
        keyword: 'became',
        sense: 'required',
        kind: 'required-changed',
        when: (change) => change.new,
        level: 'breaking',
        message: '{noun} {location} became required',
        why: {
          parameter: 'Leave the parameter out: rejected.',
          'request-body': 'Leave it out: rejected.',
        },
      },
    ]);
    expect(
      rules.map((rule) => [rule.id, 'site' in rule && rule.site, rule.message, rule.why]),
    ).toEqual([
      [
        'request-parameter-became-required',
        'parameter',
        'parameter {location} became required',
        'Leave the parameter out: rejected.',
      ],
      [
        'request-property-became-required',
        'request-body',
        'request property {location} became required',
        'Leave it out: rejected.',
      ],
    ]);
  });

  it('refuse a row without a why for one of the sites', () => {
    const row = {
      keyword: 'type',
      sense: 'changed',
      kind: 'type-changed',
      level: 'breaking',
      message: 'm',
    } as const;
    expect(() => family('request', SITES, [{ ...row, why: { parameter: 'only here' } }])).toThrow(
      'family row type-changed has no why for request-body',
    );
  });

  it('are in the registry like any rule: the request value table gives 44', () => {
    expect(REQUEST_VALUE_RULES).toHaveLength(44);
    for (const rule of REQUEST_VALUE_RULES) expect(RULES).toContain(rule);
  });
});
