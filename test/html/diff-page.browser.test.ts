import { cpSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { diffSources, type DiffReport, type DiffSummary } from '../../src/diff/index.js';
import { renderHtml } from '../../src/diff/report/html.js';
import { describeInBrowser } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { HOSTILE, hostileDiff } from '../helpers/hostile.js';

/**
 * The changelog page of the reference installation's v1 → v2 upgrade, made by the CLI and
 * opened in headless Chromium: the counts, a known finding, the level filter, the
 * used/unused filter (on findings that carry `used`), the anchors, and no network at all.
 */
const docs = join(repoRoot, 'fixtures/installation/docs');
const visibleItems = (page: Page) => page.locator('.item:visible').count();

describeInBrowser('diff --format html in Chromium', (browser) => {
  let dir: string;
  let file: string;
  let summary: DiffSummary;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'specforge-html-'));
    file = join(dir, 'changes.html');
    const result = await runCli([
      'diff',
      join(docs, 'v1.json'),
      join(docs, 'v2.json'),
      '--format',
      'html',
      '-o',
      file,
    ]);
    expect(result.code, result.stderr).toBe(1); // v2 breaks v1 clients
    expect(result.stdout).toBe('');
    const json = await runCli(['diff', join(docs, 'v1.json'), join(docs, 'v2.json'), '--json']);
    summary = (JSON.parse(json.stdout) as DiffReport).summary;
    expect(summary.breaking).toBeGreaterThan(0);
    expect(summary.info).toBeGreaterThan(0);
  });

  async function open(path: string): Promise<{ page: Page; requests: string[] }> {
    const page = await browser.page();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(pathToFileURL(path).href);
    expect(errors).toEqual([]);
    return { page, requests };
  }

  it('shows the counts, breaking first, and a known finding with its client impact and values', async () => {
    const { page, requests } = await open(file);
    expect(requests).toEqual([pathToFileURL(file).href]); // self-contained: nothing else is fetched
    // the page agrees with `--json` on the same pair
    for (const level of ['breaking', 'warning', 'info'] as const) {
      const shown = page.locator(`.summary li.${level} .count`).textContent();
      await expect(shown, level).resolves.toBe(String(summary[level]));
    }
    await expect(page.locator('.item').first().getAttribute('data-level')).resolves.toBe(
      'breaking',
    );
    const removed = page.locator('#op-get-job-jobid-log .item', { hasText: 'JobLog.host' });
    await expect(removed.locator('.rule').textContent()).resolves.toMatch(
      /^response-.*property-removed$/,
    );
    await expect(removed.locator('dd').first().textContent()).resolves.toBe(
      'api.job.log.get() → JobLog.host',
    );
    const limit = page
      .locator('#op-get-job .item', { hasText: 'limit' })
      .filter({ hasText: 'maximum' });
    await expect(limit.locator('dt:text-is("new") + dd').textContent()).resolves.toBe('500');
    await page.screenshot({
      path: join(browser.outputDir, 'installation-v1-v2.png'),
      fullPage: true,
    });
    await page.close();
  });

  it('hides and shows findings by level, with their groups and contents entries', async () => {
    const { page } = await open(file);
    const all = await visibleItems(page);
    const total = summary.breaking + summary.warning + summary.info;
    expect(all).toBe(total);
    await page.locator('input[data-filter="level"][value="info"]').uncheck();
    const important = summary.breaking + summary.warning;
    expect(await visibleItems(page)).toBe(important);
    await expect(page.locator('.shown').textContent()).resolves.toBe(
      `${important} of ${total} shown`,
    );
    // GET /job/stats has only an info finding (a new operation): its section and entry go
    await expect(page.locator('#op-get-job-stats').isHidden()).resolves.toBe(true);
    await expect(page.locator('nav.toc a[href="#op-get-job-stats"]').isHidden()).resolves.toBe(
      true,
    );
    await page.locator('input[data-filter="level"][value="breaking"]').uncheck();
    expect(await visibleItems(page)).toBe(0);
    await page.locator('input[data-filter="level"][value="info"]').check();
    expect(await visibleItems(page)).toBe(summary.info);
    await page.close();
  });

  it('links each contents entry to its operation', async () => {
    const { page } = await open(file);
    const links = page.locator('nav.toc a');
    expect(await links.count()).toBe(await page.locator('.group').count());
    for (const href of await links.evaluateAll((all) =>
      all.map((a) => a.getAttribute('href') ?? ''),
    )) {
      expect(await page.locator(`.group${href}`).count(), href).toBe(1);
    }
    await page.locator('nav.toc a[href="#op-put-admin-node-nodeid"]').click();
    expect(page.url().endsWith('#op-put-admin-node-nodeid')).toBe(true);
    await expect(page.locator('#op-put-admin-node-nodeid').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('folds the groups of a large report into one line each; a link to a group opens it', async () => {
    const report = await diffSources(join(docs, 'v1.json'), join(docs, 'v2.json'));
    // 15 copies of the upgrade under other paths: 330 entries, above the page's open limit
    report.changes = Array.from({ length: 15 }, (_, copy) =>
      report.changes.map((finding) => ({ ...finding, path: `/v${copy}${finding.path}` })),
    ).flat();
    const path = join(dir, 'large.html');
    await writeFile(
      path,
      renderHtml(report, { groupBy: 'operation', sides: { old: 'a', new: 'b' } }),
    );
    const { page } = await open(path);
    const groups = await page.locator('details.group').count();
    expect(groups).toBeGreaterThan(200);
    expect(await page.locator('details.group[open]').count()).toBe(0);
    expect(await page.locator('details.group:visible').count()).toBe(0); // out of sight: the index stands for them
    expect(await page.locator('nav.toc').count()).toBe(0);
    expect(await page.locator('nav.index a').count()).toBe(groups);
    expect(await visibleItems(page)).toBe(0);
    await page.goto(`${pathToFileURL(path).href}#op-get-v3-job-jobid-log`);
    await expect(page.locator('#op-get-v3-job-jobid-log').getAttribute('open')).resolves.toBe('');
    expect(await visibleItems(page)).toBe(2);
    await page.close();
  });

  it('reads a real-size diff grouped by schema in about one screen; chips and disclosures open', async () => {
    const path = join(dir, 'stripe-schema.html');
    const report = await stripeDiff(dir);
    await writeFile(path, renderHtml(report, { groupBy: 'schema', sides: { old: 'a', new: 'b' } }));
    const { page } = await open(path);
    await page.setViewportSize({ width: 1280, height: 800 });
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const schemas = page.locator('nav.index > ul.chips > li');
    expect(await schemas.count()).toBeGreaterThan(60);
    expect(await height()).toBeLessThanOrEqual(1000); // 1280×800: one screen and a bit
    await page.screenshot({ path: join(browser.outputDir, 'stripe-by-schema.png') });
    // a chip opens its schema's group, which lists the schema's changes …
    const first = schemas.first();
    const reached = Number((await first.locator('.reach').textContent())?.slice(1));
    await first.locator('a').click();
    const group = page.locator(`details.group${await first.locator('a').getAttribute('href')}`);
    await expect(group.isVisible()).resolves.toBe(true);
    expect(await group.locator('.item:visible').count()).toBe(
      Number(await first.locator('.badge').textContent()),
    );
    // … each with the operations it reaches behind a disclosure
    const reach = group.locator('.item details').first();
    await expect(reach.locator('ul.reach').isVisible()).resolves.toBe(false);
    await reach.locator('summary').click();
    const operations = await reach.locator('ul.reach > li').count();
    expect(operations).toBeGreaterThan(1);
    expect(operations).toBeLessThanOrEqual(reached);
    // the operations' own changes sit behind their disclosure
    const more = page.locator('nav.index details.more');
    await expect(more.locator('ul.chips').isVisible()).resolves.toBe(false);
    await more.locator('summary').click();
    await expect(more.locator('ul.chips').isVisible()).resolves.toBe(true);
    await page.close();
  }, 120_000);

  it('filters used and unused findings: diff --used-by on the test project (fixtures/used-by)', async () => {
    const project = join(dir, 'project');
    cpSync(join(repoRoot, 'fixtures/used-by'), project, { recursive: true });
    const v1 = join(docs, 'v1.json');
    const v2 = join(docs, 'v2.json');
    const generated = await runCli([
      'generate',
      v1,
      '-o',
      join(project, 'src/api'),
      '--targets',
      'types,client,validators',
    ]);
    expect(generated.code, generated.stderr).toBe(0);
    const path = join(dir, 'used.html');
    const usedBy = ['--used-by', join(project, 'tsconfig.json'), '--fail-on', 'none'];
    const made = await runCli(['diff', v1, v2, ...usedBy, '--format', 'html', '-o', path]);
    expect(made.code, made.stderr).toBe(0);
    const json = await runCli(['diff', v1, v2, ...usedBy, '--json']);
    const changes = (JSON.parse(json.stdout) as DiffReport).changes;
    const used = changes.filter((finding) => finding.used === true).length;
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(changes.length);
    const { page } = await open(path);
    await expect(page.locator('.summary li.used .count').textContent()).resolves.toBe(String(used));
    await page.locator('input[data-filter="used"][value="false"]').uncheck();
    expect(await visibleItems(page)).toBe(used);
    await page.locator('input[data-filter="used"][value="true"]').uncheck();
    await page.locator('input[data-filter="used"][value="false"]').check();
    expect(await visibleItems(page)).toBe(changes.length - used);
    await page.close();
    // without `used` in the findings, there is no such filter
    expect(await readFile(file, 'utf8')).not.toContain('data-filter="used"');
  }, 120_000);
});

describeInBrowser('hostile text on a page in Chromium', (browser) => {
  it('runs no script of the document and shows its text as text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specforge-hostile-'));
    const path = join(dir, 'hostile.html');
    await writeFile(
      path,
      renderHtml(hostileDiff(), { groupBy: 'schema', sides: { old: HOSTILE, new: HOSTILE } }),
    );
    const page = await browser.page();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialogs.push(dialog.message()));
    await page.goto(pathToFileURL(path).href);
    await expect(
      page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).resolves.toBeUndefined();
    await expect(page.locator('img').count()).resolves.toBe(0);
    await expect(page.locator('script').count()).resolves.toBe(1);
    await expect(page.locator('.item .what').first().textContent()).resolves.toBe(
      `property ${HOSTILE} removed`,
    );
    await expect(page.locator('h1').textContent()).resolves.toBe(
      `API changes: ${HOSTILE} → ${HOSTILE}`,
    );
    expect(dialogs).toEqual([]);
    await page.close();
  });
});

/**
 * Stripe's document (fixtures/real-world) against a copy with the last property of every
 * fourth schema removed (a schema change reaches hundreds of operations) and some parameters
 * made required.
 */
async function stripeDiff(dir: string): Promise<DiffReport> {
  const text = gunzipSync(readFileSync(join(repoRoot, 'fixtures/real-world/stripe-spec3.json.gz')));
  const doc = JSON.parse(text.toString('utf8'));
  const schemas = doc.components.schemas as Record<
    string,
    { properties?: Record<string, unknown> }
  >;
  const names = Object.keys(schemas).sort();
  names.forEach((name, i) => {
    const properties = schemas[name]!.properties;
    const keys = Object.keys(properties ?? {});
    if (i % 4 === 0 && keys.length > 1) delete properties![keys.at(-1)!];
  });
  // and operations' own changes: every tenth path's first optional parameter becomes required
  Object.keys(doc.paths)
    .sort()
    .forEach((path, i) => {
      const parameters = (doc.paths[path].get?.parameters ?? []) as { required?: boolean }[];
      const optional = parameters.find((parameter) => !parameter.required);
      if (i % 10 === 0 && optional) optional.required = true;
    });
  const oldFile = join(dir, 'stripe.json');
  const newFile = join(dir, 'stripe-changed.json');
  await writeFile(oldFile, text);
  await writeFile(newFile, JSON.stringify(doc));
  const report = await diffSources(oldFile, newFile);
  expect(report.changes.length).toBeGreaterThan(5000);
  return report;
}
