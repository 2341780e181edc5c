import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { repoRoot } from './cli.js';

/**
 * Pages are tested as a person sees them: in Debian's own Chromium (never a downloaded
 * browser), headless, driven by playwright-core. Without the browser, the suite is skipped
 * with a one-line notice naming the package, so `npm test` still passes on a developer's
 * machine; under CI a missing browser fails the run (`.ci/run` installs it).
 */
/**
 * The launch options, shared with bench/run-html.mjs and scripts/screenshot-changelog.mjs:
 * Debian's browser, headless and offline, with switches that keep it quiet (no GPU, no
 * QUIC, no first-run, no calls home).
 */
const LAUNCH = JSON.parse(readFileSync(join(repoRoot, 'test/helpers/chromium.json'), 'utf8')) as {
  executablePath: string;
  headless: boolean;
  offline: boolean;
  args: string[];
};

export const CHROMIUM = LAUNCH.executablePath;

const inCi = (): boolean =>
  Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI ?? '');

export interface BrowserSession {
  /** A new tab. */
  page(): Promise<Page>;
  /** Where this suite saves screenshots: `.tmp/test-output/<suite>/`. */
  outputDir: string;
}

/** `describe` for browser tests: one browser (fresh profile) per suite, closed after it. */
export function describeInBrowser(name: string, body: (session: BrowserSession) => void): void {
  if (!existsSync(CHROMIUM)) {
    if (inCi()) {
      describe(name, () =>
        it('has a browser', () => {
          throw new Error(`no Chromium at ${CHROMIUM} under CI: apt-get install -y chromium`);
        }),
      );
      return;
    }
    console.warn(`skipping "${name}": no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
    describe.skip(name, () =>
      body({ page: () => Promise.reject(new Error('no browser')), outputDir: '' }),
    );
    return;
  }
  const outputDir = join(repoRoot, '.tmp', 'test-output', name.replace(/[^\w.-]+/g, '-'));
  let context: BrowserContext | undefined;
  let profile = '';
  describe(name, () => {
    beforeAll(async () => {
      profile = await mkdtemp(join(tmpdir(), 'specforge-chromium-'));
      await mkdir(outputDir, { recursive: true });
      context = await chromium.launchPersistentContext(profile, LAUNCH);
    });
    afterAll(async () => {
      await context?.close();
      if (profile) await rm(profile, { recursive: true, force: true });
    });
    body({ page: () => context!.newPage(), outputDir });
  });
}
