import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { DRIFTS } from '../../fixtures/installation/http/drift.js';
import { describeInBrowser } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { fourKindsOfUsers } from '../probe/users.js';

/**
 * `probe --format html -o report.html` against the reference installation in `--drift`
 * mode, run as a user runs it (the CLI, a user file of the four kinds of users), and the
 * page opened in headless Chromium: every documented drift is on it, security first.
 */
describeInBrowser('probe --format html in Chromium', (browser) => {
  let drifting: RunningInstallation;
  let file: string;
  beforeAll(async () => {
    drifting = await startInstallation({ drift: true });
    const dir = await mkdtemp(join(tmpdir(), 'specforge-probe-html-'));
    file = join(dir, 'report.html');
    await writeFile(join(dir, 'users.json'), JSON.stringify(fourKindsOfUsers));
    // Optional is not nullable here, so the drift's null is a finding (probe.e2e.test.ts).
    const config = join(dir, 'specforge.config.json');
    await writeFile(config, JSON.stringify({ flaskRestx: { optionalMeansNullable: false } }));
    const result = await runCli([
      'probe',
      drifting.baseUrl,
      '--config',
      config,
      '--user-file',
      join(dir, 'users.json'),
      '--format',
      'html',
      '-o',
      file,
    ]);
    expect(result.code, result.stderr).toBe(1); // the drift holds error findings
  }, 60_000);
  afterAll(async () => drifting?.close());

  it('opens, shows every documented drift under its operation, security findings first', async () => {
    const page = await browser.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(file).href);
    expect(errors).toEqual([]);
    for (const drift of DRIFTS) {
      const section = page.locator('section.group', {
        has: page.locator('h2 a', { hasText: new RegExp(`^${escapeRegExp(drift.route)}$`) }),
      });
      await expect(
        section.locator('.rule', { hasText: drift.finding }).count(),
        drift.route,
      ).resolves.toBeGreaterThan(0);
    }
    const first = page.locator('.item').first();
    await expect(first.locator('.badge.security').count()).resolves.toBe(1);
    await expect(first.locator('.rule').textContent()).resolves.toBe('access-not-enforced');
    const errorsShown = Number(await page.locator('.summary li.error .count').textContent());
    expect(errorsShown).toBeGreaterThan(0);
    // the operations table links to the findings of an operation
    const link = page.locator('table.ops a[href="#op-get-admin-project"]');
    await link.click();
    expect(page.url()).toMatch(/#op-get-admin-project$/);
    await page.locator('input[data-filter="level"][value="error"]').uncheck();
    await expect(page.locator('.item[data-level="error"]:visible').count()).resolves.toBe(0);
    await page.screenshot({ path: join(browser.outputDir, 'probe-drift.png'), fullPage: true });
    await page.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
