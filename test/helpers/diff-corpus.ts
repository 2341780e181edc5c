import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { diffStructure, type ChangeRecord } from '../../src/diff/index.js';
import { modelOf, readSide } from '../../src/diff/side-model.js';
import type { NormaliseOptions } from '../../src/ir/types.js';
import { repoRoot } from './cli.js';
import { fixtureIds, writeFixturePair } from './diff-fixtures.js';

/** One diff of the corpus: its name and the structural changes between its two sides. */
export interface CorpusDiff {
  name: string;
  changes: ChangeRecord[];
}

/**
 * Every diff the rule tests run over: each rule's fixture pair, the reference installation
 * v1 → v2, and GitHub and Stripe against the copies bench/diff/mutate.mjs makes (a few
 * hundred changes of the kinds real upgrades hold), read and normalised as `diff` does.
 */
export async function diffCorpus(): Promise<CorpusDiff[]> {
  const corpus: CorpusDiff[] = [];
  for (const id of fixtureIds()) {
    const { oldFile, newFile, options } = writeFixturePair(id);
    corpus.push({ name: id, changes: await changesBetween(oldFile, newFile, options) });
  }
  const docs = join(repoRoot, 'fixtures/installation/docs');
  const installation = await changesBetween(join(docs, 'v1.json'), join(docs, 'v2.json'));
  corpus.push({ name: 'installation v1 → v2', changes: installation });
  for (const file of ['github-api.json', 'stripe-spec3.json']) {
    const [oldFile, newFile] = await mutatedPair(file);
    corpus.push({ name: `${file} vs mutated`, changes: await changesBetween(oldFile, newFile) });
  }
  return corpus;
}

async function changesBetween(
  oldFile: string,
  newFile: string,
  options?: { old?: NormaliseOptions; new?: NormaliseOptions },
): Promise<ChangeRecord[]> {
  const side = async (source: string, normalise?: NormaliseOptions) =>
    modelOf(await readSide({ source, normalise }));
  return diffStructure(await side(oldFile, options?.old), await side(newFile, options?.new));
}

interface Mutator {
  mutateDocument(document: unknown, seed: number): { document: unknown };
}

/** A real-world document and the benchmark's mutated copy of it (seed 42), as two files. */
async function mutatedPair(file: string): Promise<[string, string]> {
  const text = gunzipSync(readFileSync(join(repoRoot, 'fixtures/real-world', `${file}.gz`)));
  const mutator = join(repoRoot, 'bench/diff/mutate.mjs');
  const { mutateDocument } = (await import(mutator)) as Mutator;
  const dir = join(tmpdir(), 'specforge-diff-corpus', `${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const [oldFile, newFile] = [join(dir, file), join(dir, `mutated-${file}`)];
  writeFileSync(oldFile, text);
  writeFileSync(newFile, JSON.stringify(mutateDocument(JSON.parse(text.toString()), 42).document));
  return [oldFile, newFile];
}
