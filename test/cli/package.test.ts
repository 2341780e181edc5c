import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import * as api from '../../src/index.js';

/**
 * What `npm pack` ships is the esbuild bundle (scripts/bundle.mjs), the declarations, the
 * runtime files generate copies and the templates. The packed file set is copied into an
 * empty directory (with this repository's node_modules beside it, as an install would put
 * the dependencies) and run there: a file the bundle reads that the package does not ship,
 * or a dependency the bundle drops, fails here rather than for a user.
 */
let packed: string[];
let installed: string;

beforeAll(() => {
  const npm = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repoRoot, encoding: 'utf8' });
  packed = (JSON.parse(npm.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
  installed = join(mkdtempSync(join(tmpdir(), 'sf-pack-')), 'specforge');
  for (const file of packed) {
    mkdirSync(dirname(join(installed, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(installed, file));
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(installed, 'node_modules'), 'dir');
});

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(installed, 'bin/specforge.js'), ...args], {
    cwd: installed,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
  });
}

describe('the packed package', () => {
  it('ships the bundle, the declarations and the runtime files, not the compiled sources', () => {
    for (const file of ['bin/specforge.js', 'dist/bundle/cli.js', 'dist/bundle/index.js', 'dist/src/index.d.ts', 'src/runtime/client.ts', 'templates/index.ts.hbs']) {
      expect(packed).toContain(file);
    }
    expect(packed.filter((file) => /^dist\/src\/.*\.js$/.test(file) || file.startsWith('dist/fixtures/'))).toEqual([]);
  });

  it('generates from the packed files alone', () => {
    const out = join(installed, 'out');
    const doc = join(repoRoot, 'fixtures/installation/docs/v2.json');
    const result = run(['generate', doc, '-o', out, '--targets', 'types,client,validators,mocks']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^wrote \d+ files/);
    for (const file of ['client.ts', 'types.ts', 'runtime/http.ts', 'mocks/engine/index.ts', 'specforge.lock.json']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
  });

  it("keeps yargs' own help translations (its locale files are found from the bundle)", () => {
    const result = run(['--help'], { LC_ALL: 'de_DE.UTF-8', LANG: 'de_DE.UTF-8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Kommandos:');
  });

  it('exports from its bundled entry what src/index.ts exports', () => {
    const entry = pathToFileURL(join(installed, 'dist/bundle/index.js')).href;
    const script = `import(${JSON.stringify(entry)}).then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`;
    const keys = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as string[];
    expect(keys).toEqual(Object.keys(api).sort());
  });
});
