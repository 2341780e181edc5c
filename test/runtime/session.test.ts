import { describe, expect, it } from 'vitest';
import { isExpired, parseValidTo, sessionFromLogin } from '../../src/runtime/session.js';

describe('parseValidTo', () => {
  const cases: [string, unknown, number | undefined][] = [
    ['ISO 8601 with Z', '2026-01-05T09:00:00Z', Date.UTC(2026, 0, 5, 9)],
    ['ISO 8601 with offset', '2026-01-05T10:00:00+01:00', Date.UTC(2026, 0, 5, 9)],
    ['ISO 8601 without zone is UTC', '2026-01-05T09:00:00', Date.UTC(2026, 0, 5, 9)],
    [
      'ISO 8601 with a space and fraction',
      '2026-01-05 09:00:00.250',
      Date.UTC(2026, 0, 5, 9, 0, 0, 250),
    ],
    ['epoch seconds, number', 1_767_603_600, 1_767_603_600_000],
    ['epoch seconds, string', '1767603600', 1_767_603_600_000],
    ['RFC 822', 'Mon, 05 Jan 2026 09:00:00 -0000', Date.UTC(2026, 0, 5, 9)],
    ['garbage', 'next tuesday', undefined],
    ['empty', '', undefined],
    ['impossible date', '2026-13-45T99:00:00Z', undefined],
    ['null', null, undefined],
    ['negative number', -5, undefined],
  ];
  it.each(cases)('%s', (_name, given, want) => {
    expect(parseValidTo(given)).toBe(want);
  });
});

describe('expiry', () => {
  const state = { session: 's', token: 't', validto: '2026-01-05T09:00:00Z' };
  it('is detected from validto, with a margin', () => {
    expect(isExpired(state, Date.UTC(2026, 0, 5, 8, 59))).toBe(false);
    expect(isExpired(state, Date.UTC(2026, 0, 5, 8, 59, 59, 500))).toBe(true);
  });
  it('is never assumed when validto is unknown', () => {
    expect(isExpired({ ...state, validto: 'soon' }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
  it('reads the login result, refusing one without a token', () => {
    expect(sessionFromLogin('s', { token: 't', userid: 3, validto: 'x' })).toEqual({
      session: 's',
      token: 't',
      userid: 3,
      validto: 'x',
    });
    expect(sessionFromLogin('s', { userid: 3 })).toBeUndefined();
    expect(sessionFromLogin('s', undefined)).toBeUndefined();
  });
});
