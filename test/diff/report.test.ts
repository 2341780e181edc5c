import { describe, expect, it } from 'vitest';
import {
  parseIgnoreFile,
  parseLevelOverrides,
  renderReport,
  sortFindings,
  summarise,
  failsAt,
  type Finding,
} from '../../src/diff/index.js';
import { isIgnored } from '../../src/diff/ignore.js';

function finding(extra: Partial<Finding>): Finding {
  return {
    id: 'response-required-property-removed',
    level: 'breaking',
    method: 'GET',
    path: '/job',
    location: 'result.name',
    message: 'response property result.name removed',
    client: 'job.list → Job.name',
    why: 'readers break',
    pointer: '#/definitions/Job/properties/name',
    ...extra,
  };
}

describe('the ignore file', () => {
  const entries = parseIgnoreFile(
    '# accepted\n\nGET /job response-property-removed result.user  # trailing comment\ndelete /queue/{q} *\n* /admin/* response-*\n',
  );

  it('parses METHOD PATH RULE [LOCATION] lines, comments and blank lines', () => {
    expect(
      entries.map(({ id, method, path, location }) => ({ id, method, path, location })),
    ).toEqual([
      // response-property-removed was split in two (required/optional): the line accepts both.
      { id: 'response-required-property-removed', method: 'GET', path: '/job', location: 'result.user' },
      { id: 'response-optional-property-removed', method: 'GET', path: '/job', location: 'result.user' },
      { id: '*', method: 'DELETE', path: '/queue/{q}', location: undefined },
      { id: 'response-*', method: '*', path: '/admin/*', location: undefined },
    ]);
    expect(entries[0]).toMatchObject({
      source: 'ignore file:3',
      text: 'GET /job response-property-removed result.user',
    });
  });

  it('matches a location and everything below it, and globs in method, path and rule', () => {
    expect(isIgnored(finding({ location: 'result.user' }), entries)).toBe(true);
    expect(isIgnored(finding({ location: 'result.user.name' }), entries)).toBe(true);
    expect(isIgnored(finding({ location: 'result.username' }), entries)).toBe(false);
    expect(
      isIgnored(finding({ id: 'endpoint-added', method: 'DELETE', path: '/queue/{q}' }), entries),
    ).toBe(true);
    expect(isIgnored(finding({ method: 'POST', location: 'result.user' }), entries)).toBe(false);
    expect(isIgnored(finding({ method: 'PUT', path: '/admin/user/{id}' }), entries)).toBe(true);
    expect(
      isIgnored(finding({ id: 'request-parameter-removed', path: '/admin/user' }), entries),
    ).toBe(false);
    expect(isIgnored(finding({ path: '/administrator' }), entries)).toBe(false);
  });

  it("still reads the first releases' order, <rule-id> <METHOD> <path> [<location>]", () => {
    const [legacy] = parseIgnoreFile('response-required-property-removed get /job result.user\n');
    expect(legacy).toMatchObject({
      id: 'response-required-property-removed',
      method: 'GET',
      path: '/job',
      location: 'result.user',
    });
  });

  it('names the file and line of a malformed entry, and of a rule that does not exist', () => {
    expect(() => parseIgnoreFile('GET /a ok\nonly-an-id\n', 'accepted.txt')).toThrow(
      /accepted.txt:2: expected/,
    );
    expect(() => parseIgnoreFile('GET job ok\n', 'accepted.txt')).toThrow(
      /accepted.txt:1: expected/,
    );
    expect(() => parseIgnoreFile('FETCH /a ok\n', 'accepted.txt')).toThrow(
      /accepted.txt:1: expected/,
    );
    expect(() => parseIgnoreFile('GET /a x b c\n', 'accepted.txt')).toThrow(
      /accepted.txt:1: expected/,
    );
    expect(() => parseIgnoreFile('\n* /a respnse-*\n', 'a.txt', ['response-x'])).toThrow(
      /a.txt:2: no rule matches "respnse-\*"/,
    );
    expect(parseIgnoreFile('* /a response-*\n', 'a.txt', ['response-x'])).toHaveLength(1);
  });
});

describe('level overrides', () => {
  const known = new Set(['request-parameter-removed']);
  it('accepts known rules and levels only', () => {
    expect(parseLevelOverrides(['request-parameter-removed=breaking'], known)).toEqual({
      'request-parameter-removed': 'breaking',
    });
    expect(() => parseLevelOverrides(['nope=info'], known)).toThrow(/no rule named nope/);
    const split = new Set(['response-required-property-removed', 'response-optional-property-removed']);
    expect(parseLevelOverrides(['response-property-removed=warning'], split)).toEqual({
      'response-required-property-removed': 'warning',
      'response-optional-property-removed': 'warning',
    });
    expect(() => parseLevelOverrides(['request-parameter-removed=fatal'], known)).toThrow(
      /expected/,
    );
  });
});

describe('order, summary and --fail-on', () => {
  const findings = [
    finding({ level: 'info', path: '/a' }),
    finding({ level: 'breaking', path: '/b', method: 'POST' }),
    finding({ level: 'breaking', path: '/b', method: 'GET', location: 'result.z' }),
    finding({ level: 'breaking', path: '/b', method: 'GET', location: 'result.a' }),
    finding({ level: 'warning', path: '/a' }),
  ];

  it('is total: level, path, method, location, and any input order gives the same output', () => {
    const sorted = sortFindings(findings);
    expect(sorted.map((f) => `${f.level} ${f.method} ${f.path} ${f.location}`)).toEqual([
      'breaking GET /b result.a',
      'breaking GET /b result.z',
      'breaking POST /b result.name',
      'warning GET /a result.name',
      'info GET /a result.name',
    ]);
    expect(sortFindings([...findings].reverse())).toEqual(sorted);
  });

  it('fails at or above the threshold', () => {
    const summary = summarise([finding({ level: 'warning' })]);
    expect(summary).toEqual({ breaking: 0, warning: 1, info: 0 });
    expect([
      failsAt(summary, 'breaking'),
      failsAt(summary, 'warning'),
      failsAt(summary, 'none'),
    ]).toEqual([false, true, false]);
  });
});

describe('reporters', () => {
  const report = {
    changes: [finding({ message: 'a | b' })],
    summary: { breaking: 1, warning: 0, info: 0 },
  };

  it('colours text only when asked', () => {
    expect(renderReport(report, 'text', { color: false, verbose: false })).not.toContain('\u001b[');
    expect(renderReport(report, 'text', { color: true, verbose: false })).toContain('\u001b[31m');
    expect(renderReport(report, 'text', { color: false, verbose: false })).toContain(
      'why: readers break',
    );
    expect(renderReport(report, 'text', { color: false, verbose: true })).toContain(
      'at: #/definitions/Job/properties/name',
    );
  });

  it('shows why in markdown too', () => {
    expect(renderReport(report, 'markdown', { color: false, verbose: false })).toContain(
      '| readers break |',
    );
  });

  it('keeps markdown table rows intact', () => {
    expect(renderReport(report, 'markdown', { color: false, verbose: false })).toContain(
      '| a \\| b |',
    );
  });

  it('says so when nothing changed', () => {
    const empty = { changes: [], summary: { breaking: 0, warning: 0, info: 0 } };
    expect(renderReport(empty, 'text', { color: false, verbose: false })).toBe('No changes.\n');
    expect(JSON.parse(renderReport(empty, 'json', { color: false, verbose: false }))).toEqual(
      empty,
    );
  });
});
