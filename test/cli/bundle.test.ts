import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/**
 * The build is plain (issue 30): one ES module bundle that bin/ runs, no second CommonJS
 * bundle or code cache, and no build step that rewrites a dependency's source.
 */
describe('the build', () => {
  it('leaves one entry in bin/ and one bundle in dist/bundle/ (cli, index, check’s up-to-date answer, their chunks)', () => {
    expect(readdirSync(join(repoRoot, 'bin'))).toEqual(['specforge.js']);
    expect(readdirSync(join(repoRoot, 'dist/bundle')).sort()).toEqual([
      'chunks',
      'cli.js',
      'index.js',
      'up-to-date.js',
    ]);
  });

  it('rewrites no dependency: no esbuild plugin loads or redirects a module in scripts/', () => {
    const scripts = readdirSync(join(repoRoot, 'scripts')).filter((file) => file.endsWith('.mjs'));
    const hooks = scripts.filter((file) =>
      /\bon(Load|Resolve)\s*\(/.test(readFileSync(join(repoRoot, 'scripts', file), 'utf8')),
    );
    expect(hooks).toEqual([]);
  });

  it('bundles yargs as published: the lines the build used to patch are there as yargs wrote them', () => {
    // yargs sits in a chunk of its own: `check` and `diff` can run without loading it (src/cli/fast-argv.ts).
    const chunks = join(repoRoot, 'dist/bundle/chunks');
    const withYargs = readdirSync(chunks)
      .map((file) => readFileSync(join(chunks, file), 'utf8'))
      .filter((text) => text.includes('// node_modules/yargs/index.mjs'));
    expect(withYargs).toHaveLength(1);
    const cli = withYargs[0]!;
    // Its locale files are found from its own file (then handed over by src/cli/yargs-locale.ts),
    // and its state checks call Node's assert.
    expect(cli).toContain('var __dirname = fileURLToPath(import.meta.url);');
    expect(cli).toMatch(/import \{ notStrictEqual, strictEqual \} from "assert";/);
  });

  it('turns on Node’s compile cache where Node has one (>= 22.1), and runs without it on Node 20', () => {
    // Node 20 has no module.enableCompileCache: a stand-in records the call.
    const preload = [
      "import m from 'node:module';",
      "m.enableCompileCache = () => process.stderr.write('compile cache on\\n');",
    ].join('');
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(preload)}`,
        join(repoRoot, 'bin/specforge.js'),
        '--version',
      ],
      { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe('compile cache on\n');
    expect(result.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
