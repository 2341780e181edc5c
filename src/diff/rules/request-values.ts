import type { ChangeOf } from '../types.js';
import { bound } from './define.js';
import { family, type AnyFamilyRow, type FamilySite } from './family.js';

/**
 * What the client sends, parameter or request-body property: the same checks in the same
 * words, so one table. Tightening what the installation accepts is breaking (requests
 * valid before are rejected); widening it is info.
 */
const SITES: readonly FamilySite[] = [
  { site: 'parameter', id: 'request-parameter', noun: 'parameter' },
  { site: 'request-body', id: 'request-property', noun: 'request property' },
];

const WIDER = 'The request contract got wider; old requests stay valid.';

/** Numeric bounds: `upper` bounds tighten when they decrease, lower bounds when they increase. */
// prettier-ignore
const BOUNDS = [
  { keyword: 'max-length', what: 'maximum length', subjects: ['maxLength'], upper: true, lost: 'Longer values' },
  { keyword: 'min-length', what: 'minimum length', subjects: ['minLength'], upper: false, lost: 'Shorter values' },
  { keyword: 'max', what: 'maximum', subjects: ['maximum', 'exclusiveMaximum'], upper: true, lost: 'Larger values' },
  { keyword: 'min', what: 'minimum', subjects: ['minimum', 'exclusiveMinimum'], upper: false, lost: 'Smaller values' },
  { keyword: 'max-items', what: 'maximum items', subjects: ['maxItems'], upper: true, lost: 'Longer lists' },
  { keyword: 'min-items', what: 'minimum items', subjects: ['minItems'], upper: false, lost: 'Shorter lists' },
] as const;

/** Each bound in its two senses: tightened (breaking) and loosened (info). */
const BOUND_ROWS: AnyFamilyRow[] = BOUNDS.flatMap(({ keyword, what, subjects, upper, lost }) =>
  [true, false].map((tightened): AnyFamilyRow => {
    const sense = tightened === upper ? 'decreased' : 'increased';
    return {
      keyword,
      sense,
      kind: 'constraint-changed',
      when: bound(subjects, tightened),
      level: tightened ? 'breaking' : 'info',
      message: `${what} of {noun} {location} ${sense} from {old} to {new}`,
      why: tightened ? `${lost}, valid before, are now rejected.` : WIDER,
    };
  }),
);

const pattern =
  (action: 'added' | 'removed' | 'changed') => (change: ChangeOf<'constraint-changed'>) =>
    change.subject === 'pattern' && change.facts.action === action;

// prettier-ignore
const ROWS: AnyFamilyRow[] = [
  ...BOUND_ROWS,
  { keyword: 'pattern', sense: 'added', kind: 'constraint-changed', when: pattern('added'), level: 'breaking', message: '{noun} {location} must now match the pattern {new}', why: 'Values that do not match the new pattern are rejected.' },
  { keyword: 'pattern', sense: 'changed', kind: 'constraint-changed', when: pattern('changed'), level: 'warning', message: 'pattern of {noun} {location} changed from {old} to {new}', why: 'Some values valid before may no longer match; check the patterns.' },
  { keyword: 'pattern', sense: 'removed', kind: 'constraint-changed', when: pattern('removed'), level: 'info', message: '{noun} {location} no longer has a pattern (was {old})', why: WIDER },
  { keyword: 'became', sense: 'enum', kind: 'constraint-changed', when: bound(['enum'], true), level: 'breaking', message: '{noun} {location} restricted to the values {new}', why: 'Requests with any other value are now rejected.' },
  { keyword: 'enum-value', sense: 'added', kind: 'enum-value-added', level: 'info', message: 'value {subject} now allowed in {noun} {location}', why: 'A wider request contract: old requests stay valid.' },
  { keyword: 'enum-value', sense: 'removed', kind: 'enum-value-removed', level: 'breaking', message: 'value {subject} no longer allowed in {noun} {location}', why: 'Requests that send the removed value are rejected.' },
  { keyword: 'type', sense: 'changed', kind: 'type-changed', level: 'breaking', message: 'type of {noun} {location} changed from {old} to {new}', why: 'Values of the old type are rejected or misread by the installation.' },
  { keyword: 'format', sense: 'changed', kind: 'format-changed', level: 'warning', message: 'format of {noun} {location} changed from {old} to {new}', why: 'Values valid for the old format may be rejected by the new one.' },
  { keyword: 'became', sense: 'required', kind: 'required-changed', when: (c) => c.new, level: 'breaking', message: '{noun} {location} became required', why: { parameter: 'Requests that leave the parameter out are now rejected.', 'request-body': 'Requests that leave it out are now rejected.' } },
  { keyword: 'became', sense: 'optional', kind: 'required-changed', when: (c) => !c.new, level: 'info', message: '{noun} {location} became optional', why: 'Requests that send it stay valid.' },
];

/** 44 rules: `request-parameter-*` and `request-property-*`. */
export const REQUEST_VALUE_RULES = family('request', SITES, ROWS);
