import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/** The layer table of ARCHITECTURE.md, as .dependency-cruiser.cjs enforces it. */
const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as {
  forbidden: unknown[];
};

async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['src'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  return (output as ICruiseResult).summary.violations.map(
    (v) => `${v.rule.name}: ${v.from} -> ${v.to}`,
  );
}

describe('layer boundaries (ARCHITECTURE.md, enforced by dependency-cruiser)', () => {
  it('src/ has no import against the layer table', async () => {
    expect(await violations(repoRoot)).toEqual([]);
  }, 60_000);

  it('fails on a wrong arrow (normalise importing emit)', async () => {
    const found = await violations(join(repoRoot, 'test/architecture/fixture'));
    expect(found).toEqual(['layer-normalise: src/normalise/wrong-way.ts -> src/emit/printer.ts']);
  }, 60_000);
});
