/**
 * `z.infer` of every generated zod schema equals the type types.ts declares for it, both
 * ways (each assignable to the other), for the reference documents v1 and v2 and the edge
 * cases: a consumer file with one type-level equality per schema (named schemas, their
 * request views, each operation's params, args, body and result), compiled with the strict
 * options `generate --verify` uses. A control consumer asserting a wrong equality must fail,
 * so that the check is known to be able to fail.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../../src/ir/types.js';
import { loadDocument } from '../../../src/loader/index.js';
import { normalise } from '../../../src/normalise/index.js';
import { typeNames } from '../../../src/emit/shared/names.js';
import { verifyFiles } from '../../../src/write/verify.js';
import { GOLDEN_FIXTURES } from '../../golden/generate.js';
import { generateZod } from './harness.js';

const root = mkdtempSync(join(tmpdir(), 'sf-zod-infer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every (schema constant, type) pair zod.ts and types.ts export for a model. */
function pairs(model: ApiModel): [string, string][] {
  const names = typeNames(model);
  const out: [string, string][] = [];
  for (const named of model.schemas) {
    out.push([`${names.schema(named.name, 'response')}`, names.schema(named.name, 'response')]);
    if (names.hasInputView(named.name))
      out.push([names.schema(named.name, 'request'), names.schema(named.name, 'request')]);
  }
  for (const op of model.operations) {
    const typeNamesOf = names.operation(op.id);
    if (op.body?.contents.length) out.push([typeNamesOf.body, typeNamesOf.body]);
    out.push([typeNamesOf.params, typeNamesOf.params], [typeNamesOf.args, typeNamesOf.args]);
    if (op.result.shape !== 'empty') out.push([typeNamesOf.result, typeNamesOf.result]);
  }
  return out.map(([schema, type]) => [`${schema}Schema`, type]);
}

function consumer(checks: [string, string][], wrong = false): string {
  const lines = [
    "import type { z } from 'zod';",
    "import type * as T from './types.js';",
    "import type * as S from './zod.js';",
    '',
    'type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    'type Expect<Holds extends true> = Holds;',
    '',
  ];
  for (const [schema, type] of checks) {
    const expected = wrong ? `T.${type} | undefined` : `T.${type}`;
    lines.push(
      `export type ${schema}Infers = Expect<Equal<z.infer<typeof S.${schema}>, ${expected}>>;`,
    );
  }
  return lines.join('\n') + '\n';
}

async function compile(name: string, source: string): Promise<{ errors: string[]; count: number }> {
  const loaded = await loadDocument(source, { validate: false });
  const model = normalise({ document: loaded.document });
  const dir = join(root, name);
  for (const file of generateZod(model)) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.contents);
  }
  const checks = pairs(model);
  writeFileSync(join(dir, 'consumer.ts'), consumer(checks));
  writeFileSync(join(dir, 'wrong.ts'), consumer(checks.slice(0, 1), true));
  const errors = await verifyFiles([join(dir, 'consumer.ts'), join(dir, 'wrong.ts')], dir);
  return { errors, count: checks.length };
}

describe('z.infer of each zod schema equals the generated type, both ways', () => {
  for (const [name, source] of Object.entries(GOLDEN_FIXTURES)) {
    it(`${name}`, async () => {
      const { errors, count } = await compile(name, source);
      expect(count).toBeGreaterThan(10);
      // The control: exactly its one wrong equality fails.
      expect(errors.filter((e) => e.startsWith('wrong.ts')).length).toBe(1);
      expect(errors.filter((e) => !e.startsWith('wrong.ts'))).toEqual([]);
    }, 120_000);
  }
});
