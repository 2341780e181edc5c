/** `"schemas": { "inferTypes": false }` in specforge.config.json, through the CLI. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const v2 = join(repoRoot, 'fixtures', 'installation', 'docs', 'v2.json');

function inferred(stdout: string): string[] {
  const out = JSON.parse(stdout) as { diagnostics: { code: string; pointer: string }[] };
  return out.diagnostics.filter((d) => d.code === 'type-inferred').map((d) => d.pointer);
}

describe('schemas.inferTypes', () => {
  it('inspect lists each inferred type as info by default, and none with inferTypes: false', async () => {
    const byDefault = await runCli(['inspect', v2, '--json']);
    expect(byDefault.code).toBe(0);
    expect(inferred(byDefault.stdout)).toContain('#/paths/~1job~1stats/get/responses/200/schema');
    const dir = mkdtempSync(join(tmpdir(), 'specforge-infer-'));
    const config = join(dir, 'specforge.config.json');
    writeFileSync(config, JSON.stringify({ schemas: { inferTypes: false } }));
    const exact = await runCli(['inspect', v2, '--json', '--config', config]);
    expect(exact.code).toBe(0);
    expect(inferred(exact.stdout)).toEqual([]);
  });

  it('refuses a setting of the wrong type with exit 2 and one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-infer-'));
    const config = join(dir, 'specforge.config.json');
    writeFileSync(config, JSON.stringify({ schemas: { inferTypes: 'no' } }));
    const { code, stderr } = await runCli(['inspect', v2, '--config', config]);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('schemas.inferTypes');
  });
});
