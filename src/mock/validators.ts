import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiModel } from '../ir/types.js';
import { emitValidators } from '../emit/validators/index.js';
import type { MockOperationValidators, MockValidator } from '../runtime/mock/index.js';
import { typeNames } from '../emit/shared/names.js';

/**
 * The generated validators, compiled for `specforge mock`: the same `validators.ts`
 * that `generate` writes (and the client validates with), emitted in memory,
 * transpiled by the TypeScript compiler that ts-morph carries (types stripped, no
 * type check) into a temporary directory, imported, and the directory removed. So
 * the standalone server judges requests, and the values it draws, exactly as the
 * generated code does. Takes about half a second for the reference installation.
 */
export async function compileValidators(
  model: ApiModel,
): Promise<Readonly<Record<string, MockOperationValidators>>> {
  return (await compileAllValidators(model)).operations;
}

export interface CompiledValidators {
  /** `operationValidators`, by operation id. */
  operations: Readonly<Record<string, MockOperationValidators>>;
  /** `validate<Type>` of every named schema (as a response carries it), by IR name. */
  schemas: Readonly<Record<string, MockValidator>>;
}

export async function compileAllValidators(model: ApiModel): Promise<CompiledValidators> {
  const files = emitValidators(model, {
    specforgeVersion: '0.0.0',
    targets: ['types', 'validators'],
  });
  const { ts } = await import('ts-morph');
  const dir = await mkdtemp(join(tmpdir(), 'specforge-mock-'));
  try {
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    for (const file of files) {
      const path = join(dir, file.path.replace(/\.ts$/, '.js'));
      await mkdir(dirname(path), { recursive: true });
      const output = ts.transpileModule(file.contents, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      await writeFile(path, output.outputText);
    }
    const module = (await import(pathToFileURL(join(dir, 'validators.js')).href)) as Record<
      string,
      unknown
    >;
    const names = typeNames(model);
    const schemas: Record<string, MockValidator> = {};
    for (const named of model.schemas)
      schemas[named.name] = module[
        `validate${names.schema(named.name, 'response')}`
      ] as MockValidator;
    return {
      operations: module.operationValidators as Record<string, MockOperationValidators>,
      schemas,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
