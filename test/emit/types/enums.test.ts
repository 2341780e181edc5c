import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportNames } from '../../../src/ir/export-names.js';
import type { ApiModel, EnumValue } from '../../../src/ir/types.js';
import { loadDocument } from '../../../src/loader/index.js';
import { normalise } from '../../../src/normalise/index.js';
import { GOLDEN_FIXTURES, materialiseGoldens } from '../../golden/generate.js';
import { repoRoot } from '../../helpers/cli.js';
/** What the test calls of test/golden/consumers/enums-consumer.ts (loaded from the whole output). */
interface EnumsConsumer {
  menu(): { value: string; label: string }[];
  stateLabel(state: string): string;
}

/**
 * The values constants (enums.ts) against the model they come from: every enum the
 * naming engine allocates has its constant, holding the document's values in order, in a
 * module that imports types only. The goldens are the generated output (golden.test.ts).
 */
async function modelOf(source: string): Promise<ApiModel> {
  const loaded = await loadDocument(source, { validate: false });
  return normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
}

function expectedConstants(model: ApiModel): Map<string, EnumValue[]> {
  const { enums } = exportNames(model);
  const out = new Map<string, EnumValue[]>();
  for (const { name, schema } of model.schemas) {
    const values = enums.namedValues.get(name);
    if (values !== undefined && schema.kind === 'enum') out.set(values, schema.values);
  }
  for (const found of [...enums.schemas.values(), ...enums.operations.values()].flat())
    out.set(found.values, found.schema.values);
  return out;
}

describe.each(Object.entries(GOLDEN_FIXTURES))('%s/enums.ts', (name, source) => {
  it('holds every allocated enum, with the document’s values in order', async () => {
    const expected = expectedConstants(await modelOf(source));
    const module = (await import(`../../golden/${name}/enums.ts`)) as Record<string, unknown>;
    expect(expected.size).toBeGreaterThan(0);
    expect(Object.keys(module).sort()).toEqual([...expected.keys()].sort());
    for (const [constant, values] of expected) expect(module[constant], constant).toEqual(values);
  });

  it('imports types only: no runtime, client or validators come with it', () => {
    const text = readFileSync(join(repoRoot, 'test/golden', name, 'enums.ts'), 'utf8');
    const imports = text.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
  });
});

describe('a consumer of the enums', () => {
  // It imports the entry and the client too, which load the runtime: run it from the whole
  // output (the goldens keep the runtime once, not beside each client).
  let root: string;
  let menu: EnumsConsumer['menu'];
  let stateLabel: EnumsConsumer['stateLabel'];
  beforeAll(async () => {
    root = await materialiseGoldens();
    ({ menu, stateLabel } = (await import(join(root, 'consumers/enums-consumer.ts'))) as EnumsConsumer);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('switches exhaustively over JobState and builds a menu from its values', () => {
    expect(menu().map((entry) => entry.value)).toEqual([
      'queued',
      'running',
      'held',
      'finished',
      'failed',
      'cancelled',
    ]);
    expect(menu().every((entry) => entry.label === stateLabel(entry.value))).toBe(true);
  });
});
