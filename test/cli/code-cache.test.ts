import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/**
 * bin/specforge.js runs the CLI from V8's code cache that `npm run build` makes
 * (scripts/code-cache.mjs, bin/load-cli.cjs), and the ES module bundle when the cache was made
 * for another Node. The cache must really be used where it fits (else the speed-up is silently
 * gone), and the CLI must run the same without it.
 */
const doc = join(repoRoot, 'fixtures/installation/docs/v2.json');

function node(args: string[], cwd = repoRoot) {
  return spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
}

/** bin/, the bundle and what it reads at run time, in a directory of their own. */
function packageCopy(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'sf-cache-')), 'specforge');
  for (const path of ['bin', 'dist/bundle', 'package.json', 'templates', 'src/runtime']) {
    cpSync(join(repoRoot, path), join(root, path), { recursive: true });
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

function generates(root: string): void {
  const out = join(root, 'out');
  const result = node([join(root, 'bin/specforge.js'), 'generate', doc, '-o', out, '--targets', 'types,client,validators'], root);
  expect(result.status, result.stderr).toBe(0);
  expect(existsSync(join(out, 'validators.ts'))).toBe(true);
}

describe("the CLI's code cache", () => {
  it('fits a process started as bin/ is (plain `node file`), and V8 accepts it', () => {
    const probe = join(mkdtempSync(join(tmpdir(), 'sf-cache-')), 'probe.cjs');
    writeFileSync(
      probe,
      `const l = require(${JSON.stringify(join(repoRoot, 'bin/load-cli.cjs'))});
      const { script } = l.runCliBundle(require('node:fs').readFileSync(l.paths.cache));
      console.log(JSON.stringify({ fits: l.cacheFits(), rejected: script.cachedDataRejected }));`,
    );
    const result = node([probe]);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ fits: true, rejected: false });
  });

  it('is left aside for another Node: the ES module bundle runs', () => {
    const root = packageCopy();
    const stampPath = join(root, 'dist/bundle/cli.cache.json');
    writeFileSync(stampPath, JSON.stringify({ ...JSON.parse(readFileSync(stampPath, 'utf8')), node: 'v0.0.0' }));
    // Were the one-file bundle run anyway, this would fail every command.
    writeFileSync(join(root, 'dist/bundle/cli.cjs'), "throw new Error('the cached bundle ran');\n");
    expect(node([join(root, 'bin/specforge.js'), '--version'], root).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    generates(root);
  });

  it('runs the ES module bundle when the cache file is missing', () => {
    const root = packageCopy();
    rmSync(join(root, 'dist/bundle/cli.cache'));
    generates(root);
  });

  it('still runs when V8 rejects the cache (compiled without it)', () => {
    const root = packageCopy();
    const cache = join(root, 'dist/bundle/cli.cache');
    writeFileSync(cache, Buffer.alloc(readFileSync(cache).length, 7));
    generates(root);
  });
});
