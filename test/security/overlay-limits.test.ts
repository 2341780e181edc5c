/**
 * #29 items 5 and 10, overlays. `--overlay /dev/zero` was read without a limit (1.7 GB in
 * 10 s): overlays now get the documents' guard (a regular file within --max-size, anything
 * else read as a stream cut there). A target's `match()`/`search()` ran a catastrophic regex
 * on document text (8-9 s on 30 characters): it is refused up front, as is a regex taken
 * from the document, which cannot be checked.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-overlay-'));
const doc = join(dir, 'doc.json');
writeFileSync(
  doc,
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: `${'a'.repeat(30)}!`, version: '1', description: 'aaaa' },
    paths: {},
  }),
);

function overlay(name: string, target: string): string {
  const file = join(dir, name);
  const actions = [{ target, update: { 'x-seen': true } }];
  writeFileSync(
    file,
    JSON.stringify({ overlay: '1.0.0', info: { title: 'o', version: '1' }, actions }),
  );
  return file;
}

describe('an overlay that is not a regular file (#29 item 5)', () => {
  it('stops reading /dev/zero at --max-size: one line, exit 2', async () => {
    const result = await runCli([
      'validate',
      doc,
      '--overlay',
      '/dev/zero',
      '--max-size',
      '1048576',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^specforge: overlay \/dev\/zero is too large: more than the limit of 1048576 bytes/m,
    );
    expect(result.stderr).not.toMatch(/internal error/i);
  });
});

describe('regexes in overlay targets (#29 item 10)', () => {
  it.each([
    ['match', "$.info[?match(@, '(a|a)*')]"],
    ['search', "$.info[?search(@, '^(a|aa)+$')]"],
  ])(
    'refuses a catastrophic regex in %s() before running it',
    { timeout: 60_000 },
    async (_name, target) => {
      const started = performance.now();
      const result = await runCli(['validate', doc, '--overlay', overlay('redos.json', target)]);
      // Measured, not asserted: 2026-11-28, about 1 s (the CLI's start); 8-9 s before the fix.
      console.info(`${target}: answered in ${Math.round(performance.now() - started)} ms`);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/action 1 .*: the regex ".*" can backtrack catastrophically/);
    },
  );

  it('refuses a regex taken from the document, which cannot be checked', async () => {
    const result = await runCli([
      'validate',
      doc,
      '--overlay',
      overlay('from-doc.json', '$.info[?match(@, @.title)]'),
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the regex of match() and search() must be a string literal');
  });

  it('still applies a safe regex', async () => {
    const file = overlay('safe.json', "$[?search(@.description, '^a+$')]");
    const result = await runCli(['validate', doc, '--overlay', file]);
    expect(result.stderr).not.toContain('selects nothing');
    expect(result.code).toBe(0);
  });
});
