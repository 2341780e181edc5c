#!/usr/bin/env node
/**
 * Remakes docs/images/changelog-v1-v2.png, the README's picture of the HTML changelog: the
 * reference installation's v1 → v2 diff (the real CLI, `--format html`), opened in Debian's
 * Chromium (`apt-get install -y chromium`) through playwright-core, top of the page at
 * 1280×900. Needs the build (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'specforge-shot-'));
const page = join(work, 'changes.html');
const docs = join(root, 'fixtures/installation/docs');
// relative names, as a user types them: they are the page's title
const run = spawnSync(
  process.execPath,
  [
    join(root, 'bin/specforge.js'),
    'diff',
    'fixtures/installation/docs/v1.json',
    'fixtures/installation/docs/v2.json',
    '--format',
    'html',
    '-o',
    page,
  ],
  { cwd: root, encoding: 'utf8' },
);
if (run.status !== 1) throw new Error(`diff exited ${run.status}: ${run.stderr} (${docs})`);
const launch = JSON.parse(readFileSync(join(root, 'test/helpers/chromium.json'), 'utf8'));
const context = await chromium.launchPersistentContext(join(work, 'profile'), {
  ...launch,
  viewport: { width: 1280, height: 900 },
});
try {
  const tab = await context.newPage();
  await tab.goto(pathToFileURL(page).href);
  const out = join(root, 'docs/images/changelog-v1-v2.png');
  mkdirSync(dirname(out), { recursive: true });
  await tab.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await context.close();
  rmSync(work, { recursive: true, force: true });
}
