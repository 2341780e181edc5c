import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NormaliseOptions } from '../../src/ir/types.js';
import { repoRoot } from './cli.js';
import { applyPatch, type PatchOperation } from './json-patch.js';

/**
 * The diff's fixture pairs (fixtures/diff/<rule-id>/): `patch.json` holds JSON Patch
 * operations that turn `fixtures/diff/base.json` into the old document (`old`, often
 * none) and the old into the new one (`new`), plus model options; a directory may hold
 * a whole `old.json` + `new.json` pair instead.
 */
export const diffFixtures = join(repoRoot, 'fixtures/diff');

interface PatchFile {
  old?: PatchOperation[];
  new: PatchOperation[];
  /** Model options per side (access levels come from configuration, for example). */
  options?: { old?: NormaliseOptions; new?: NormaliseOptions };
}

export interface FixturePair {
  old: Record<string, unknown>;
  new: Record<string, unknown>;
  /** Model options per side (access levels come from configuration, for example). */
  options?: { old?: NormaliseOptions; new?: NormaliseOptions };
}

export function fixtureIds(root = diffFixtures): string[] {
  return readdirSync(root)
    .filter((name) => ['patch.json', 'old.json'].some((file) => existsSync(join(root, name, file))))
    .sort();
}

export function fixturePair(id: string, root = diffFixtures): FixturePair {
  const dir = join(root, id);
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (existsSync(join(dir, 'old.json'))) {
    const options = existsSync(join(dir, 'options.json')) ? read('options.json') : undefined;
    return { old: read('old.json'), new: read('new.json'), options };
  }
  const patch = read('patch.json') as PatchFile;
  const base = JSON.parse(readFileSync(join(root, 'base.json'), 'utf8'));
  const old = applyPatch(base, patch.old ?? []);
  return { old, new: applyPatch(old, patch.new), options: patch.options };
}

/** The pair as two files (what users diff), under the system's temporary directory. */
export function writeFixturePair(
  id: string,
  root = diffFixtures,
): FixturePair & { oldFile: string; newFile: string } {
  const pair = fixturePair(id, root);
  const dir = join(tmpdir(), 'specforge-diff-fixtures', `${process.pid}`, id);
  mkdirSync(dir, { recursive: true });
  const oldFile = join(dir, 'old.json');
  const newFile = join(dir, 'new.json');
  writeFileSync(oldFile, JSON.stringify(pair.old));
  writeFileSync(newFile, JSON.stringify(pair.new));
  return { ...pair, oldFile, newFile };
}
