import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstallation, type RunningInstallation } from '../../fixtures/installation/server.js';
import { pathToFileURL } from 'node:url';
import { describeInBrowser } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import type { TestServer } from '../helpers/servers.js';
import { closedPort, proxyTo } from './servers.js';

/**
 * The end-to-end case: the reference installation run as v1, as v2, one down, and
 * v2 again behind another base path; surveyed against a v1 output directory with
 * `--used-by` the small app of fixtures/used-by.
 */
interface Row {
  name: string;
  status: string;
  version: string | null;
  sha256: string | null;
  counts: { breaking: number; warning: number; info: number; breakingUsed?: number } | null;
  findings: { id: string; level: string; method: string; path: string; used?: boolean }[];
  error: { cause: string; message: string } | null;
  group: number | null;
  since?: { change: string; message: string };
}

let v1: RunningInstallation;
let v2: RunningInstallation;
let tenant: TestServer;
let work: string;
let project: string;
let installationsFile: string;

beforeAll(async () => {
  [v1, v2] = await Promise.all([
    startInstallation({ version: 'v1' }),
    startInstallation({ version: 'v2' }),
  ]);
  tenant = await proxyTo(v2.baseUrl, { prefix: '/tenant/globex' });
  work = mkdtempSync(join(tmpdir(), 'specforge-survey-'));
  project = join(work, 'app');
  cpSync(join(repoRoot, 'fixtures/used-by'), project, { recursive: true });
  const generated = await runCli([
    'generate',
    join(repoRoot, 'fixtures/installation/docs/v1.json'),
    '-o',
    join(project, 'src/api'),
    '--targets',
    'types,client',
  ]);
  expect(generated.code, generated.stderr).toBe(0);
  installationsFile = join(work, 'installations.json');
  writeInstallations(installationsFile, [
    { name: 'acme', baseUrl: v1.baseUrl },
    { name: 'globex', baseUrl: `${tenant.url}/tenant/globex`, headers: { 'X-Team': 'a' } },
    { name: 'initech', baseUrl: v2.baseUrl },
    { name: 'hooli', baseUrl: await closedPort() },
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([v1?.close(), v2?.close(), tenant?.close()]);
});

function writeInstallations(file: string, installations: unknown[]): void {
  writeFileSync(file, JSON.stringify({ installations }));
}

function survey(extra: string[], file = installationsFile, usedBy = true) {
  return runCli([
    'survey',
    file,
    '--against',
    join(project, 'src/api'),
    ...(usedBy ? ['--used-by', join(project, 'tsconfig.json')] : []),
    '--timeout',
    '20000',
    ...extra,
  ]);
}

describe('survey: v1, v2, v2 behind another base path, one down; against a v1 lock, --used-by an app', () => {
  let rows: Row[] = [];
  let code = 0;
  beforeAll(async () => {
    const result = await survey(['--json']);
    code = result.code;
    expect(result.stderr).toBe('');
    rows = (JSON.parse(result.stdout) as { installations: Row[] }).installations;
  }, 120_000);

  const row = (name: string) => rows.find((r) => r.name === name) as Row;

  it('keeps the file order, one row per installation, and exits 1 (breaking and used)', () => {
    expect(rows.map((r) => r.name)).toEqual(['acme', 'globex', 'initech', 'hooli']);
    expect(code).toBe(1);
  });

  it('marks v1 compatible: the same document as the lock', () => {
    expect(row('acme')).toMatchObject({
      status: 'compatible',
      version: '1.4.2',
      findings: [],
      error: null,
    });
    expect(row('acme').counts).toEqual({ breaking: 0, warning: 0, info: 0, breakingUsed: 0 });
  });

  it('groups both v2 rows (one document) and marks them breaking and used, naming the findings', () => {
    const [globex, initech] = [row('globex'), row('initech')];
    expect(globex.sha256).toBe(initech.sha256);
    expect(globex.group).toBe(initech.group);
    expect(globex.group).not.toBe(row('acme').group);
    for (const r of [globex, initech]) {
      expect(r).toMatchObject({ status: 'breaking-used', version: '2.0.0', error: null });
      expect(r.counts?.breakingUsed).toBeGreaterThan(0);
    }
    const used = (id: string, method: string, path: string) =>
      globex.findings.find((f) => f.id === id && f.method === method && f.path === path)?.used;
    // the app calls api.queue.remove (typeof) and reads JobLog.host: both gone in v2
    expect(used('api-removed-without-deprecation', 'DELETE', '/queue/{queuename}')).toBe(true);
    expect(used('response-optional-property-removed', 'GET', '/job/{jobid}/log')).toBe(true);
    // a breaking change the app never touches stays unused
    expect(globex.findings.some((f) => f.level === 'breaking' && f.used === false)).toBe(true);
    expect(initech.findings).toEqual(globex.findings);
  });

  it('names why the down one is unreachable', () => {
    expect(row('hooli')).toMatchObject({
      status: 'unreachable',
      version: null,
      sha256: null,
      counts: null,
      group: null,
    });
    expect(row('hooli').error?.cause).toBe('refused');
    expect(row('hooli').error?.message).toMatch(/connection refused/);
  });

  it('gates per --fail-on: none passes, unreachable fails even without breaking rows', async () => {
    const none = await survey(['--json', '--fail-on', 'none']);
    expect(none.code).toBe(0);
    const onlyUp = join(work, 'v1-and-down.json');
    writeInstallations(onlyUp, [
      { name: 'acme', baseUrl: v1.baseUrl },
      { name: 'hooli', baseUrl: await closedPort() },
    ]);
    expect((await survey(['--json'], onlyUp, false)).code).toBe(0);
    expect((await survey(['--json', '--fail-on', 'unreachable'], onlyUp, false)).code).toBe(1);
  }, 60_000);

  it('says breaking (not used or unused) without --used-by', async () => {
    const result = await runCli([
      'survey',
      installationsFile,
      '--against',
      join(repoRoot, 'fixtures/installation/docs/v1.json'),
      '--json',
    ]);
    expect(result.code).toBe(1);
    const statuses = (JSON.parse(result.stdout) as { installations: Row[] }).installations.map(
      (r) => r.status,
    );
    expect(statuses).toEqual(['compatible', 'breaking', 'breaking', 'unreachable']);
  }, 60_000);

  it('prints the matrix as text and as markdown', async () => {
    const text = await survey([]);
    expect(text.stdout).toMatch(/^globex\s+breaking and used\s+2\.0\.0/m);
    expect(text.stdout).toMatch(/unreachable \(refused\): connection refused/);
    const markdown = await survey(['--format', 'markdown']);
    expect(markdown.stdout).toContain(
      '| Installation | Status | Version | Findings | Top findings |',
    );
    expect(markdown.stdout).toMatch(/^\| hooli \| \*\*unreachable\*\* \| – \| – \| refused: /m);
  }, 60_000);
});

describe('survey --write-lockfile: what changed since', () => {
  it('reports acme upgraded 1.4.2 → 2.0.0 when its base URL now serves v2', async () => {
    const file = join(work, 'history.json');
    writeInstallations(file, [{ name: 'acme', baseUrl: v1.baseUrl }]);
    const first = await survey(['--json', '--write-lockfile'], file, false);
    expect(first.code, first.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(work, 'history.lock.json'), 'utf8')) as {
      installations: Record<string, { version: string; sha256: string; seenAt: string }>;
    };
    expect(lock.installations.acme).toMatchObject({ version: '1.4.2' });
    expect(Date.parse(lock.installations.acme?.seenAt ?? '')).not.toBeNaN();
    writeInstallations(file, [{ name: 'acme', baseUrl: v2.baseUrl }]);
    const second = await survey(['--json'], file, false);
    const [acme] = (JSON.parse(second.stdout) as { installations: Row[] }).installations;
    expect(acme?.since?.change).toBe('upgraded');
    expect(acme?.since?.message).toMatch(
      /^acme upgraded 1\.4\.2 → 2\.0\.0 between \d{4}-\d\d-\d\d and \d{4}-\d\d-\d\d$/,
    );
    const text = await survey(['--fail-on', 'none'], file, false);
    expect(text.stdout).toContain('acme upgraded 1.4.2 → 2.0.0');
  }, 60_000);
});

describeInBrowser('survey --format html in Chromium', (browser) => {
  let file = '';
  beforeAll(async () => {
    file = join(work, 'survey.html');
    const result = await survey(['--format', 'html', '-o', file]);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toBe('');
  }, 120_000);

  it('shows the matrix, and a row unfolds to its findings', async () => {
    const page = await browser.page();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(pathToFileURL(file).href);
    expect(errors).toEqual([]);
    expect(requests).toEqual([pathToFileURL(file).href]); // self-contained
    const statuses = await page
      .locator('table.ops tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('td')?.textContent?.trim(),
          row.getAttribute('data-status'),
        ]),
      );
    expect(statuses).toEqual([
      ['acme', 'compatible'],
      ['globex', 'breaking-used'],
      ['initech', 'breaking-used'],
      ['hooli', 'unreachable'],
    ]);
    const globex = page.locator('details#inst-globex');
    const removed = globex
      .locator('section[data-operation="DELETE /queue/{queuename}"] .item')
      .first();
    await expect(removed.isVisible()).resolves.toBe(false); // folded
    await globex.locator('summary').click();
    await expect(globex.getAttribute('open')).resolves.toBe('');
    await expect(removed.isVisible()).resolves.toBe(true);
    await expect(removed.locator('.rule').textContent()).resolves.toBe(
      'api-removed-without-deprecation',
    );
    await expect(removed.locator('.tag').textContent()).resolves.toBe('used');
    // the unreachable row says why, and a link in the matrix opens its section
    await page.locator('table.ops a[href="#inst-hooli"]').click();
    const hooli = page.locator('details#inst-hooli');
    await expect(hooli.getAttribute('open')).resolves.toBe('');
    await expect(hooli.locator('dd', { hasText: 'refused' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(browser.outputDir, 'survey.png'), fullPage: true });
  });
});
