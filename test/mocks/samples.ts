import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ApiModel } from '../../src/ir/types.js';
import { normalise } from '../../src/normalise/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { compileAllValidators } from '../../src/mock/validators.js';
import { generateValue } from '../../src/runtime/mock/generate.js';
import { createRandom } from '../../src/runtime/mock/random.js';
import { sampleValid, type ValueCheck } from '../../src/runtime/mock/sample.js';
import { resultCheck, valueCheck } from '../../src/runtime/mock/validate.js';
import type { MockSchema } from '../../src/runtime/mock/schema.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Mock samples of a whole document, judged by its generated validators (emitted,
 * transpiled, imported: what `specforge mock` runs): for every named schema and every
 * operation result, `count` values. `firstDraws` counts the generator's own draws
 * that fail (valid by construction means none); `served` counts what the engine would
 * send (sampleValid: draws, retries, recorded examples) that is invalid or missing.
 */
export interface SampleTally {
  targets: number;
  samples: number;
  /** First draws the validators refuse, up to 10 described. */
  firstDraws: string[];
  firstDrawsInvalid: number;
  /** Targets whose first draws failed and for which the engine then had no valid value (a 500), up to 10. */
  served: string[];
  servedFailed: number;
}

export function readDocument(path: string): Record<string, unknown> {
  const bytes = readFileSync(join(repoRoot, path));
  const text = path.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

interface Target {
  label: string;
  schema: MockSchema;
  check: ValueCheck | undefined;
}

async function targetsOf(model: ApiModel): Promise<Target[]> {
  const validators = await compileAllValidators(model);
  const data = mockDataFromModel(model);
  const named = model.schemas.map((s) => ({
    label: s.name,
    schema: { kind: 'ref', name: s.name } as MockSchema,
    check: valueCheck(validators.schemas[s.name]),
  }));
  const results = data.operations.map((op) => ({
    label: `result of ${op.id}`,
    schema: op.result.item,
    check: resultCheck(validators.operations[op.id], op.result.shape === 'raw'),
  }));
  return [...named, ...results];
}

export async function sampleDocument(
  path: string,
  count: number,
  seed: number,
): Promise<SampleTally> {
  const model = normalise({ document: readDocument(path) });
  const schemas = mockDataFromModel(model).schemas;
  const tally: SampleTally = {
    targets: 0,
    samples: 0,
    firstDraws: [],
    firstDrawsInvalid: 0,
    served: [],
    servedFailed: 0,
  };
  for (const target of await targetsOf(model)) {
    if (target.check === undefined) continue;
    tally.targets++;
    let failed = false;
    for (let i = 0; i < count; i++) {
      tally.samples++;
      const key = `${target.label}#${i}`;
      const context = {
        random: createRandom(seed, key),
        schemas,
        hint: '',
        depth: 0,
        direction: 'response' as const,
        named: [],
      };
      const problem = target.check(generateValue(target.schema, context));
      if (problem === undefined) continue;
      tally.firstDrawsInvalid++;
      if (tally.firstDraws.length < 10) tally.firstDraws.push(`${target.label}: ${problem}`);
      if (failed) continue;
      try {
        sampleValid({
          schema: target.schema,
          schemas,
          label: target.label,
          seed,
          key,
          check: target.check,
        });
      } catch (error) {
        failed = true;
        tally.servedFailed++;
        if (tally.served.length < 10) tally.served.push(String(error));
      }
    }
  }
  return tally;
}
