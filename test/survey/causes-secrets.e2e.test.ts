import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { repoRoot, runCli, type CliResult } from '../helpers/cli.js';
import { html, slow, startServer, type TestServer } from '../helpers/servers.js';
import { proxyTo } from './servers.js';

/**
 * Reachability causes named (401, a failed login, an HTML page, a timeout), the login when
 * the document asks for one, `--probe`, and secrets: a planted password, a planted wrong
 * password and a planted header value appear in no report, log or lockfile.
 */
const PASSWORD = seedUsers.user.password;
const WRONG = 'planted-Wr0ng-s3cret-value';
const HEADER = 'planted-header-s3cret-value';
const QUERY = 'planted-query-s3cret-value';
const v1Doc = join(repoRoot, 'fixtures/installation/docs/v1.json');

interface Row {
  name: string;
  status: string;
  error: { cause: string; message: string } | null;
  probe?: { drift: number; accessDrift: number; requests: number; skipped?: string };
}

let v1: RunningInstallation;
let gate: TestServer;
let page: TestServer;
let hung: TestServer;
let dir: string;
let file: string;
const env = {
  ALICE_USER: seedUsers.user.username,
  ALICE_PASS: PASSWORD,
  WRONG_USER: seedUsers.user.username,
  WRONG_PASS: WRONG,
};

beforeAll(async () => {
  v1 = await startInstallation({ version: 'v1' });
  [gate, page, hung] = await Promise.all([
    proxyTo(v1.baseUrl, { gate: true }),
    startServer(html()),
    startServer(slow()),
  ]);
  dir = mkdtempSync(join(tmpdir(), 'specforge-survey-secrets-'));
  file = join(dir, 'installations.json');
  const alice = { usernameEnv: 'ALICE_USER', passwordEnv: 'ALICE_PASS' };
  writeFileSync(
    file,
    JSON.stringify({
      installations: [
        { name: 'gated', baseUrl: gate.url, ...alice, headers: { 'X-Team': HEADER } },
        { name: 'gated-anonymous', baseUrl: gate.url },
        {
          name: 'wrong-password',
          baseUrl: gate.url,
          usernameEnv: 'WRONG_USER',
          passwordEnv: 'WRONG_PASS',
        },
        { name: 'docs-page', baseUrl: page.url },
        { name: 'hung', baseUrl: hung.url },
        { name: 'keyed', baseUrl: `${hung.url}/?token=${QUERY}` },
        { name: 'direct', baseUrl: v1.baseUrl, ...alice },
      ],
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([v1?.close(), gate?.close(), page?.close(), hung?.close()]);
});

function survey(extra: string[]): Promise<CliResult> {
  return runCli(
    [
      'survey',
      file,
      '--against',
      v1Doc,
      '--timeout',
      '4000',
      '--fail-on',
      'none',
      '--verbose',
      ...extra,
    ],
    { env },
  );
}

describe('survey: causes, login and --probe', () => {
  let rows: Row[] = [];
  const outputs: string[] = [];
  beforeAll(async () => {
    const result = await survey(['--json', '--probe', '--write-lockfile']);
    expect(result.code, result.stderr).toBe(0);
    outputs.push(
      result.stdout,
      result.stderr,
      readFileSync(join(dir, 'installations.lock.json'), 'utf8'),
    );
    rows = (JSON.parse(result.stdout) as { installations: Row[] }).installations;
  }, 120_000);
  const row = (name: string) => rows.find((r) => r.name === name) as Row;

  it('logs in when the document answers 401 and the installation has credentials', () => {
    expect(row('gated').status).toBe('compatible');
    const asked = gate.requests.filter((r) => r.url === '/api/swagger.json');
    expect(asked.some((r) => r.headers.session && r.headers.token)).toBe(true);
    expect(asked.some((r) => r.headers['x-team'] === HEADER)).toBe(true); // the row's headers were sent
  });

  it.each([
    ['gated-anonymous', 'unauthorized', /HTTP 401/],
    ['wrong-password', 'login-failed', /login with WRONG_USER\/WRONG_PASS refused \(HTTP 401\)/],
    ['docs-page', 'html', /HTML page/],
    ['hung', 'timeout', /within 4000 ms/],
    ['keyed', 'timeout', /\?token=REDACTED: no complete answer/],
  ])('names why %s is unreachable: %s', (name, cause, message) => {
    expect(row(name).status).toBe('unreachable');
    expect(row(name).error?.cause).toBe(cause);
    expect(row(name).error?.message).toMatch(message);
  });

  it("adds probe's read-only summary where there are credentials", () => {
    expect(row('direct').status).toBe('compatible');
    expect(row('direct').probe?.requests).toBeGreaterThan(0);
    expect(row('direct').probe?.skipped).toBeUndefined();
    expect(row('gated-anonymous').probe).toBeUndefined(); // unreachable: nothing to probe
  });

  it('writes no credential or header value into any report, log or lockfile', async () => {
    for (const format of ['text', 'markdown', 'html']) {
      const out = join(dir, `survey.${format}`);
      const result = await survey(['--format', format, '-o', out]);
      expect(result.code, result.stderr).toBe(0);
      outputs.push(result.stdout, result.stderr, readFileSync(out, 'utf8'));
    }
    const everything = outputs.join('\n');
    expect(everything).toContain('wrong-password'); // the outputs are really there
    for (const secret of [PASSWORD, WRONG, HEADER, QUERY, seedUsers.user.username])
      expect(everything).not.toContain(secret);
  }, 120_000);
});

describe('survey: bad input is exit 2 with one line', () => {
  it.each([
    ['a missing file', null, /installations file .* not found/],
    ['not JSON', 'nope', /is not valid JSON/],
    ['no list', '{"installations": {}}', /expected \{ "installations"/],
    [
      'an unknown key',
      '{"installations": [{"name": "a", "baseUrl": "http://127.0.0.1:1", "password": "x"}]}',
      /unknown key "password"/,
    ],
    [
      'a URL with a password',
      '{"installations": [{"name": "a", "baseUrl": "http://u:p@127.0.0.1:1"}]}',
      /user name or password/,
    ],
    [
      'one credential variable',
      '{"installations": [{"name": "a", "baseUrl": "http://127.0.0.1:1", "usernameEnv": "U"}]}',
      /both "usernameEnv" and "passwordEnv"/,
    ],
    [
      'an unset variable',
      '{"installations": [{"name": "a", "baseUrl": "http://127.0.0.1:1", "usernameEnv": "SURVEY_UNSET_U", "passwordEnv": "SURVEY_UNSET_P"}]}',
      /SURVEY_UNSET_U and SURVEY_UNSET_P is not set/,
    ],
    [
      'two of one name',
      '{"installations": [{"name": "a", "baseUrl": "http://h"}, {"name": "a", "baseUrl": "http://h"}]}',
      /two installations are named "a"/,
    ],
  ])('%s', async (_what, text, message) => {
    const path = join(mkdtempSync(join(tmpdir(), 'specforge-survey-bad-')), 'installations.json');
    if (text !== null) writeFileSync(path, text);
    const result = await runCli(['survey', path, '--against', v1Doc]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toMatch(message);
  });

  it('an --against that cannot be read', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'specforge-survey-bad-')), 'installations.json');
    writeFileSync(path, '{"installations": [{"name": "a", "baseUrl": "http://127.0.0.1:1"}]}');
    const result = await runCli(['survey', path, '--against', join(path, '..', 'missing.json')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
  });
});
