import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { template } from '../emit/render.js';
import { packageRoot, specforgeVersion } from '../util/package.js';
import { text, type Html } from './escape.js';

/**
 * The shell every specforge page shares: one self-contained file (inline style and
 * script, no network, no external assets) whose Content-Security-Policy allows exactly its
 * own style and script (by hash) and nothing else, so that even markup that slipped past
 * the escaping could neither run script nor load anything.
 */
export interface Page {
  /** The page's title (plain text: escaped here). */
  title: string;
  /** One line under the title. */
  subtitle: Html;
  body: Html;
}

let assets: { style: string; script: string; csp: string } | undefined;

/** The inline style and script (our own files in templates/html/), and the policy that admits them. */
function pageAssets(): { style: string; script: string; csp: string } {
  if (assets) return assets;
  const read = (name: string) =>
    readFileSync(join(packageRoot, 'templates', 'html', name), 'utf8').replace(/\r\n?/g, '\n');
  const style = read('page.css');
  const script = read('page.js');
  const hash = (source: string) =>
    `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  const csp = [
    "default-src 'none'",
    `style-src ${hash(style)}`,
    `script-src ${hash(script)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  assets = { style, script, csp };
  return assets;
}

export function renderPage(page: Page): string {
  const { style, script, csp } = pageAssets();
  return template('html/page.html.hbs')({
    title: text(page.title).toString(),
    subtitle: page.subtitle.toString(),
    body: page.body.toString(),
    generator: `specforge ${specforgeVersion}`,
    style,
    script,
    csp,
  });
}
