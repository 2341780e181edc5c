/**
 * #29 "also cover": output directories the user may not write. An `-o` under a regular
 * file (`notes.txt/out`) was "internal error: EEXIST"; a read-only parent as a user who is
 * not root must be one line, exit 2, with nothing written. Tests run as root, who may
 * write anywhere, so the read-only case runs the CLI as `nobody` through `setpriv`
 * (skipped, saying so, where setpriv or the user is missing).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-perm-'));
chmodSync(dir, 0o755);
const source = join(repoRoot, 'fixtures/installation/docs/v2.json');

describe('an output path through a file', () => {
  it('is one line, exit 2, and nothing is written', async () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine\n');
    const result = await runCli([
      'generate',
      source,
      '-o',
      join(file, 'out'),
      '--targets',
      'types',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr.split('\n')[0]).toMatch(
      /^specforge: cannot write .*notes\.txt.* \((EEXIST|ENOTDIR)\)/,
    );
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});

const asNobody = spawnSync('setpriv', [
  '--reuid=nobody',
  '--regid=nogroup',
  '--clear-groups',
  'true',
]);
const canDrop = asNobody.status === 0 && process.getuid?.() === 0;

describe.skipIf(!canDrop)(
  'a read-only output parent, as a user who is not root (setpriv, user nobody)',
  () => {
    it('is one line, exit 2 (output-not-writable), and nothing is written', () => {
      const parent = join(dir, 'read-only');
      mkdirSync(parent);
      chmodSync(parent, 0o555);
      const result = spawnSync(
        'setpriv',
        [
          '--reuid=nobody',
          '--regid=nogroup',
          '--clear-groups',
          process.execPath,
          join(repoRoot, 'bin/specforge.js'),
          'generate',
          source,
          '-o',
          join(parent, 'out'),
          '--targets',
          'types',
        ],
        { encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1', HOME: dir } },
      );
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^specforge: cannot write .*read-only.* \(EACCES\)/);
      expect(result.stderr).not.toContain('internal error');
      expect(existsSync(join(parent, 'out'))).toBe(false);
      expect(readdirSync(parent)).toEqual([]);
    });
  },
);
