import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/** The layer table of ARCHITECTURE.md, as .dependency-cruiser.cjs enforces it. */
interface Rule {
  name: string;
  to: { pathNot?: string };
}
const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as { forbidden: Rule[] };

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

/** ARCHITECTURE.md's "Layers" table: folder (or file) → what it may import, as names. */
function documentedLayers(): Map<string, string[]> {
  const text = readFileSync(join(repoRoot, 'ARCHITECTURE.md'), 'utf8');
  const section = text.slice(text.indexOf('## Layers (enforced)'), text.indexOf('\n## ', text.indexOf('## Layers (enforced)') + 1));
  const names = (cell: string) =>
    cell
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((name) => name.trim().replace(/`/g, '').replace(/\.ts$|\/$/, ''))
      .filter(Boolean);
  const table = new Map<string, string[]>();
  let belowIr = false;
  for (const [, folders, imports] of section.matchAll(/^\| (`[^|]+) \| ([^|]+) \|$/gm)) {
    const above = [...table.keys()];
    for (const folder of names(folders!)) {
      if (folder === 'cli') continue; // everything; nothing imports it (its own rule)
      const except = names(/ but (.*)$/.exec(imports!)?.[1] ?? '');
      const allowed = /^nothing/.test(imports!) ? [] : /^everything above/.test(imports!) ? above.filter((name) => !except.includes(name)) : names(imports!);
      // "every folder below ir/ may also import json/" (runtime/ may not: it ships).
      table.set(folder, [...new Set([...allowed, ...(belowIr && folder !== 'runtime' ? ['json'] : [])])].sort());
    }
    if (names(folders!).includes('ir')) belowIr = true;
  }
  return table;
}

/** What each `layer-*` rule admits, tried against every folder and single file it may name. */
function enforcedLayers(): Map<string, string[]> {
  const rules = config.forbidden.filter((rule) => rule.name.startsWith('layer-'));
  const layers = rules.map((rule) => rule.name.slice('layer-'.length));
  const candidates = [...layers.map((layer) => [layer, `src/${layer}/x.ts`]), ['errors', 'src/errors.ts'], ['emit/render', 'src/emit/render.ts'], ['emit/targets', 'src/emit/targets.ts'], ['emit/target', 'src/emit/target.ts'], ['runtime/access', 'src/runtime/access.ts']];
  return new Map(
    rules.map((rule) => {
      const layer = rule.name.slice('layer-'.length);
      const admits = new RegExp(rule.to.pathNot!);
      const own = (name: string) => name === layer || name.startsWith(`${layer}/`);
      const admitted = candidates.filter(([name, path]) => !own(name!) && admits.test(path!)).map(([name]) => name!);
      // A single file of a folder the layer may import whole is not named on its own.
      return [layer, admitted.filter((name) => !name.includes('/') || !admitted.includes(name.split('/')[0]!)).sort()];
    }),
  );
}

describe('layer boundaries (ARCHITECTURE.md, enforced by dependency-cruiser)', () => {
  it('src/ has no import against the layer table', async () => {
    expect(await violations(repoRoot)).toEqual([]);
  }, 60_000);

  it('enforces the table ARCHITECTURE.md documents, folder by folder', () => {
    const documented = documentedLayers();
    const enforced = enforcedLayers();
    for (const leaf of ['json', 'util', 'errors']) documented.delete(leaf); // leaves: no layer rule of their own but errors-is-a-leaf
    enforced.delete('json');
    enforced.delete('util');
    expect(Object.fromEntries(enforced)).toEqual(Object.fromEntries(documented));
  });
});
