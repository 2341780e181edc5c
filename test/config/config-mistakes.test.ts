import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadedFiles, repoRoot, runCli } from '../helpers/cli.js';

/**
 * Config mistakes are exit 2 with one line that says where: a key naming no operation (with
 * the closest real key), a JSON(C) syntax error (line and column); and `specforge.config.ts`
 * with `defineConfig()` works as the JSON file does.
 */
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');

/** A project directory with `specforge` installed (a link to this package, as npm would). */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-config-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(repoRoot, join(dir, 'node_modules', 'specforge'), 'dir');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('config keys that name no operation', () => {
  it('exit 2 naming the key and the closest real one (generate and check), nothing written', async () => {
    const dir = project({
      'specforge.config.json': '{ "envelope": { "get_jobs_list": "list" } }',
    });
    for (const command of ['generate', 'check']) {
      const result = await runCli([command, v1, '-o', 'api'], { cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        'specforge: config: envelope["get_jobs_list"] names no operation of this document (did you mean "get_job_list"?)\n',
      );
    }
    expect(readdirSync(dir).sort()).toEqual(['node_modules', 'specforge.config.json']);
  });
});

describe('syntax errors', () => {
  it('JSON with comments: the line and column of the error, in the file as written', async () => {
    const text =
      '{\n  // where the code goes\n  "output": "api" /* no comma */\n  "targets": ["types"]\n}\n';
    const dir = project({ 'specforge.config.json': text });
    const result = await runCli(['generate', v1], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `specforge: ${join(dir, 'specforge.config.json')}: not valid JSON at line 4, column 3: Expected ',' or '}' after property value\n`,
    );
  });

  it('TypeScript: the line and column the compiler names', async () => {
    const dir = project({ 'specforge.config.ts': 'export default {\n  output: "api",,\n};\n' });
    const result = await runCli(['generate', v1], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /specforge\.config\.ts: not valid TypeScript at line 2, column 17: /,
    );
  });
});

describe('specforge.config.ts', () => {
  const typed = (envelope: string) =>
    [
      "import { defineConfig } from 'specforge';",
      "const targets: ('types' | 'client')[] = ['types', 'client'];",
      `export default defineConfig({ output: 'gen', targets, envelope: { ${envelope}: 'list' } });`,
      '',
    ].join('\n');

  it('is read when there is no JSON config: its settings apply, and no temporary file stays', async () => {
    const dir = project({ 'specforge.config.ts': typed('get_job_list') });
    const result = await runCli(['generate', v1], { cwd: dir });
    expect(result.stderr).toMatch(/^wrote \d+ files to gen \(types, client\)/);
    expect(result.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['gen', 'node_modules', 'specforge.config.ts']);
  });

  it('is checked like the JSON file: a misspelt key is exit 2 with the closest real key', async () => {
    const dir = project({ 'specforge.config.ts': typed('get_jobs_list') });
    const result = await runCli(['generate', v1], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('(did you mean "get_job_list"?)');
    const wrong = project({ 'specforge.config.ts': 'export default { targets: "types" };\n' });
    const checked = await runCli(['generate', v1], { cwd: wrong });
    expect(checked.code).toBe(2);
    expect(checked.stderr).toMatch(/specforge\.config\.ts: targets: expected a list\n$/);
  });

  it('check of its output: up to date, answered by the CLI, which runs the config once', async () => {
    const dir = project({ 'specforge.config.ts': typed('get_job_list') });
    expect((await runCli(['generate', v1], { cwd: dir })).code).toBe(0);
    const result = await runCli(['check', v1], { cwd: dir, env: { NODE_DEBUG: 'esm' } });
    expect(result.code).toBe(0);
    const loaded = loadedFiles(result.stderr);
    expect(loaded).toContain(join(repoRoot, 'dist', 'bundle', 'cli.js'));
    expect(result.stderr).toContain('gen is up to date');
    expect(readdirSync(dir).sort()).toEqual(['gen', 'node_modules', 'specforge.config.ts']);
  });
});
