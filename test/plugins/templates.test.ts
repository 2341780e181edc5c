import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/**
 * The config's `"templates": "./tpl"` (docs/templates.md), through the CLI: `tpl/banner.hbs`
 * replaces the banner of every generated file, a skeleton replaces its own file only, the
 * templates are hashed in the lock (`check` notices an edit), and a missing folder or a
 * broken template is one line, exit 2.
 */
const DOC = join(repoRoot, 'fixtures/installation/docs/v2.json');
const VERSION = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
const BANNER =
  '// Example Corp API client (specforge {{specforgeVersion}}, document {{sha256}}).\n';

function project(templates: Record<string, string>, config: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-tpl-'));
  for (const [name, text] of Object.entries(templates)) {
    mkdirSync(join(dir, 'tpl', name, '..'), { recursive: true });
    writeFileSync(join(dir, 'tpl', name), text);
  }
  writeFileSync(
    join(dir, 'specforge.config.json'),
    JSON.stringify({
      templates: './tpl',
      targets: ['types', 'client', 'validators', 'mocks', 'query'],
      ...config,
    }),
  );
  return dir;
}

const generate = (dir: string) => runCli(['generate', DOC, '-o', 'out'], { cwd: dir });

function tsFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const path = prefix === '' ? name : `${prefix}/${name}`;
    if (statSync(join(dir, path)).isDirectory()) return tsFiles(dir, path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('a templates folder from the config', () => {
  it("banner.hbs replaces every generated file's banner, and nothing else", async () => {
    const dir = project({ 'banner.hbs': BANNER });
    const made = await generate(dir);
    expect(made.code, made.stderr).toBe(0);
    const plain = mkdtempSync(join(tmpdir(), 'specforge-tpl-plain-'));
    writeFileSync(
      join(plain, 'specforge.config.json'),
      JSON.stringify({ targets: ['types', 'client', 'validators', 'mocks', 'query'] }),
    );
    expect((await generate(plain)).code).toBe(0);
    const files = tsFiles(join(dir, 'out'));
    expect(files).toEqual(tsFiles(join(plain, 'out')));
    expect(files.length).toBeGreaterThan(40); // runtime/, mocks/engine/ included
    const sha256 = JSON.parse(readFileSync(join(dir, 'out/specforge.lock.json'), 'utf8')).sha256;
    let bannered = 0;
    for (const file of files) {
      const ours = readFileSync(join(dir, 'out', file), 'utf8');
      const theirs = readFileSync(join(plain, 'out', file), 'utf8');
      // mocks/engine/ is copied without a banner (docs/templates.md): it stays as it was
      if (!theirs.startsWith('// ')) {
        expect(ours, file).toBe(theirs);
        continue;
      }
      bannered += 1;
      const banner = `// Example Corp API client (specforge ${VERSION}, document ${sha256}).`;
      // the banner (one line here, one or two by default) is replaced; the code below is the same
      expect(ours, file).toBe(`${banner}\n${theirs.replace(/^(\/\/.*\n)+/, '')}`);
    }
    expect(bannered).toBeGreaterThan(25); // runtime/ too
  });

  it('a skeleton replaces its own file only', async () => {
    const skeleton = readFileSync(join(repoRoot, 'templates/client/client.ts.hbs'), 'utf8');
    const dir = project({
      'client/client.ts.hbs': skeleton.replace(
        '{{banner}}\n',
        '{{banner}}\n// Reviewed by the platform team.\n',
      ),
    });
    expect((await generate(dir)).code).toBe(0);
    const client = readFileSync(join(dir, 'out/client.ts'), 'utf8');
    expect(client.split('\n')[2]).toBe('// Reviewed by the platform team.');
    for (const file of tsFiles(join(dir, 'out')).filter((f) => f !== 'client.ts'))
      expect(readFileSync(join(dir, 'out', file), 'utf8'), file).not.toContain('platform team');
    // the output still compiles strict (test/typecheck covers the default skeletons)
    const lock = JSON.parse(readFileSync(join(dir, 'out/specforge.lock.json'), 'utf8'));
    expect(Object.keys(lock.templates)).toEqual(['client/client.ts.hbs']);
  });

  it('is hashed in the lock: check notices an edited template', async () => {
    const dir = project({ 'banner.hbs': BANNER });
    expect((await generate(dir)).code).toBe(0);
    const fresh = await runCli(['check', DOC, '-o', 'out'], { cwd: dir });
    expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
    writeFileSync(join(dir, 'tpl/banner.hbs'), BANNER.replace('Example Corp', 'Example Inc'));
    const stale = await runCli(['check', DOC, '-o', 'out', '--json'], { cwd: dir });
    expect(stale.code).toBe(1);
    expect(JSON.parse(stale.stdout).reasons).toContain('templates-changed');
  });

  it('is hashed in the lock of several versions too: check names the edited template', async () => {
    const versions = { '1.0': join(repoRoot, 'fixtures/installation/docs/v1.json'), '2.0': DOC };
    const dir = project({ 'banner.hbs': BANNER }, { versions, targets: ['types', 'client'] });
    const made = await runCli(['generate', '-o', 'out'], { cwd: dir });
    expect(made.code, made.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'out/specforge.lock.json'), 'utf8'));
    expect(Object.keys(lock.templates)).toEqual(['banner.hbs']);
    // the runtime, written once, carries the newest document's banner (the lock's top level)
    const banner = `// Example Corp API client (specforge ${VERSION}, document ${lock.sha256}).\n`;
    expect(readFileSync(join(dir, 'out/runtime/access.ts'), 'utf8').startsWith(banner)).toBe(true);
    expect(lock.sha256).toBe(lock.versions[1].sha256);
    const fresh = await runCli(['check', '-o', 'out'], { cwd: dir });
    expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
    writeFileSync(join(dir, 'tpl/banner.hbs'), BANNER.replace('Example Corp', 'Example Inc'));
    const stale = await runCli(['check', '-o', 'out', '--json'], { cwd: dir });
    expect(stale.code).toBe(1);
    expect(JSON.parse(stale.stdout).reasons).toContain('templates-changed');
  });

  it.each([
    [
      'a missing folder',
      {},
      { templates: './nope' },
      /^specforge: templates folder not found: \.\/nope$/,
    ],
    [
      'a syntax error',
      { 'banner.hbs': '// {{#if sha256}} unclosed\n' },
      {},
      /^specforge: tpl\/banner\.hbs: .*/,
    ],
    [
      'an unknown name',
      { 'client.hbs': '{{banner}}\n' },
      {},
      /^specforge: tpl\/client\.hbs: no template of that name \(one of banner\.hbs, /,
    ],
    [
      'a helper of its own (templates stay logic-free)',
      { 'banner.hbs': '// {{upper sha256}}\n' },
      {},
      /^specforge: tpl\/banner\.hbs: /,
    ],
    [
      'a field the view lacks',
      { 'banner.hbs': '// {{company}}\n' },
      {},
      /^specforge: tpl\/banner\.hbs: "company" not defined/,
    ],
  ])('%s is exit 2, one line, nothing written', async (_what, templates, config, message) => {
    const dir = project(templates, config);
    const run = await generate(dir);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')[0]).toMatch(message);
    expect(statSync(join(dir, 'out'), { throwIfNoEntry: false })).toBeUndefined();
  });
});

describe('docs/templates.md', () => {
  it('lists every template a project can replace', async () => {
    const { OVERRIDABLE_TEMPLATES } = await import('../../src/emit/render.js');
    const doc = readFileSync(join(repoRoot, 'docs/templates.md'), 'utf8');
    const listed = [...doc.matchAll(/^\| `([^`]+\.hbs)` +\|/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...OVERRIDABLE_TEMPLATES].sort());
  });
});
