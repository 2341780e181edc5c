import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiModel } from '../ir/types.js';
import { emitValidators } from '../emit/validators/index.js';
import type { MockOperationValidators, MockValidator } from '../runtime/mock/index.js';
import { typeNames } from '../emit/shared/names.js';
import { compiledDirectory } from './validator-cache.js';

/**
 * The generated validators, compiled for `specforge mock`: the same `validators.ts`
 * that `generate` writes (and the client validates with), emitted in memory, turned
 * into JavaScript (types stripped; kept between runs: validator-cache.ts) and
 * imported. So the standalone server judges requests, and the values it draws,
 * exactly as the generated code does.
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
  const { files } = emitValidators(model, {
    specforgeVersion: '0.0.0',
    targets: ['types', 'validators'],
  });
  const { dir, temporary } = await compiledDirectory(files);
  try {
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
    if (temporary) await rm(dir, { recursive: true, force: true });
  }
}
