import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/**
 * Every rule of .dependency-cruiser.cjs fails on an import planted for it, in a temporary
 * tree shaped like src/ (one module per layer, nothing planted in the repository): a rule
 * that could not fail would let a wrong arrow through unnoticed.
 */
interface Rule {
  name: string;
  to: { path?: string; pathNot?: string };
}
const { forbidden: rules } = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as {
  forbidden: Rule[];
};
const layerRules = rules.filter((rule) => rule.name.startsWith('layer-'));
const layers = layerRules.map((rule) => rule.name.slice('layer-'.length));

/** A layer `layer` may not import (its rule's `pathNot` does not admit it). */
function forbiddenTarget(layer: string): string {
  const admits = new RegExp(layerRules.find((rule) => rule.name === `layer-${layer}`)!.to.pathNot!);
  const target = layers.find((other) => !admits.test(`src/${other}/thing.ts`));
  if (!target) throw new Error(`layer ${layer} may import every layer: nothing to plant`);
  return target;
}

/** The planted files: path → source, and the violations each must cause. */
function plants(): { files: Record<string, string>; expected: string[] } {
  const files: Record<string, string> = {};
  const expected: string[] = [];
  const plant = (path: string, source: string, ...violations: string[]) => {
    files[path] = source;
    expected.push(...violations);
  };
  for (const layer of layers) {
    const target = forbiddenTarget(layer);
    plant(`src/${layer}/planted.ts`, `export { thing } from '../${target}/thing.js';\n`, `layer-${layer}: src/${layer}/planted.ts -> src/${target}/thing.ts`);
    // A cycle through another layer: out to the target and back.
    plant(`src/${layer}/cycle.ts`, `export { back } from '../${target}/back-to-${layer}.js';\nexport const cycle = 1;\n`,
      `no-cycle-out-of-${layer}: src/${layer}/cycle.ts -> src/${target}/back-to-${layer}.ts`);
    files[`src/${target}/back-to-${layer}.ts`] = `export { cycle as back } from '../${layer}/cycle.js';\n`;
  }
  plant('src/cli/cycle.ts', "export { back } from '../api/back-to-cli.js';\nexport const cycle = 1;\n", 'no-cycle-out-of-cli: src/cli/cycle.ts -> src/api/back-to-cli.ts');
  files['src/api/back-to-cli.ts'] = "export { cycle as back } from '../cli/cycle.js';\n";
  plant('src/newfolder/helper.ts', "export { thing } from '../util/thing.js';\n", 'no-unknown-folder: src/newfolder/helper.ts -> src/util/thing.ts');
  plant('src/lonely/alone.ts', 'export const alone = 1;\n', 'no-unknown-folder-orphan: src/lonely/alone.ts -> src/lonely/alone.ts');
  plant('src/extra.ts', "export { thing } from './util/thing.js';\n", 'no-unknown-folder: src/extra.ts -> src/util/thing.ts');
  plant('src/runtime/reads-files.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n", 'runtime-has-no-node-builtins: src/runtime/reads-files.ts -> fs');
  plant('src/runtime/bare-builtin.ts', "import { join } from 'path';\nexport const joined = join;\n", 'runtime-has-no-node-builtins: src/runtime/bare-builtin.ts -> path');
  plant('src/runtime/npm.ts', "import yargs from 'yargs';\nexport const parser = yargs;\n", 'runtime-has-no-dependencies: src/runtime/npm.ts -> node_modules/yargs/index.mjs');
  plant('src/mock/starts-cli.ts', "export { main } from '../cli/main.js';\n", 'nothing-imports-cli: src/mock/starts-cli.ts -> src/cli/main.ts');
  plant('src/errors.ts', "export { thing } from './util/thing.js';\nexport class SpecforgeError extends Error {}\n", 'errors-is-a-leaf: src/errors.ts -> src/util/thing.ts');
  return { files, expected };
}

/** The clean tree: one module per layer and the CLI, each importing nothing. */
function cleanTree(): Record<string, string> {
  const files: Record<string, string> = { 'src/errors.ts': 'export class SpecforgeError extends Error {}\n' };
  for (const folder of [...layers, 'cli']) files[`src/${folder}/thing.ts`] = 'export const thing = 1;\n';
  files['src/cli/main.ts'] = "export { thing as main } from '../api/thing.js';\n";
  files['src/index.ts'] = "export { thing } from './api/thing.js';\n";
  return files;
}

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sf-layers-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function violationsOf(files: Record<string, string>, name: string): Promise<string[]> {
  const root = join(scratch, name);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'planted', dependencies: { yargs: '*' } }));
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  const { output } = await cruise(['src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: rules } as never,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  // A package resolves through the node_modules link to its real path: keep from node_modules/ on.
  const to = (path: string) => path.replace(/^.*?node_modules\//, 'node_modules/');
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${to(v.to)}`);
}

describe('the layer rules fail on planted imports', () => {
  it('pass a clean tree with every layer', async () => {
    expect(await violationsOf(cleanTree(), 'clean')).toEqual([]);
  }, 60_000);

  it('fail each planted import with its own rule, and every rule has a plant', async () => {
    const { files, expected } = plants();
    const found = await violationsOf({ ...cleanTree(), ...files }, 'planted');
    for (const violation of expected) expect(found).toContain(violation);
    // Every violation comes from a planted file (the clean modules break no rule).
    const planted = new Set(Object.keys(files));
    expect(found.filter((v) => !planted.has(v.split(' ')[1]!))).toEqual([]);
    const covered = new Set(expected.map((v) => v.split(':')[0]));
    expect(rules.map((rule) => rule.name).filter((name) => !covered.has(name))).toEqual([]);
  }, 60_000);
});
