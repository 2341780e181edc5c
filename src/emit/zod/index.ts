/**
 * Target `zod`: `zod.ts`, a zod 4 schema per named schema (`JobSchema`, and `JobInputSchema`
 * where the request view differs) and per operation (operations.ts), whose `z.infer` is the
 * type types.ts declares, checking what the validators check (schema.ts). zod is the
 * consumer's peer dependency; the few checks zod has no built-in for come from the
 * validators' runtime helpers (`runtime/zod-checks.ts`). See docs/zod.md.
 */
import type { ApiModel, GeneratedFile, NamedSchema } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import { printDoc } from '../shared/doc.js';
import { docComment } from '../shared/escape.js';
import { typeNames, type TypeNames } from '../shared/names.js';
import type { EmitOptions } from '../shared/options.js';
import { runtimeFiles } from '../shared/runtime-files.js';
import type { View } from '../shared/schema-type.js';
import { VALIDATOR_RUNTIME } from '../validators/runtime-files.js';
import { contextFor, schemaConstant, type Patterns, type ZodContext } from './context.js';
import { operationSchemas } from './operations.js';
import { zodSchema } from './schema.js';
import { recursiveSchemas } from './recursive.js';

export function emitZod(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const names = typeNames(model);
  const patterns: Patterns = { lines: [], byKey: new Map() };
  const named = new Map(model.schemas.map((schema) => [schema.name, schema.schema]));
  const request = contextFor(names, 'request', patterns, named);
  const response = contextFor(names, 'response', patterns, named);
  const recursive = recursiveSchemas(model.schemas);
  const declarations: string[] = [];
  for (const named of model.schemas) {
    declarations.push(namedSchema(named, names, response, recursive));
    if (names.hasInputView(named.name))
      declarations.push(namedSchema(named, names, request, recursive));
  }
  for (const op of model.operations)
    declarations.push(...operationSchemas(op, names, request, response));
  const imports = [
    "import { z } from 'zod';",
    "import { zodChecks } from './runtime/zod-checks.js';",
    "import type * as T from './types.js';",
    '',
    'const c = zodChecks(z);',
  ];
  const parts = [banner(model, options), imports.join('\n'), ...patterns.lines, ...declarations];
  return [
    { path: 'zod.ts', contents: `${parts.join('\n\n')}\n` },
    ...runtimeFiles(model, options, [...VALIDATOR_RUNTIME, 'zod-checks.ts']),
  ];
}

/**
 * `export const JobSchema = …;`. A schema on a reference cycle is annotated with its type
 * (`z.ZodType<T.Job>`): TypeScript cannot infer a constant that refers to itself.
 */
function namedSchema(
  named: NamedSchema,
  names: TypeNames,
  ctx: ZodContext,
  recursive: Set<string>,
): string {
  const view: View = ctx.view;
  const typeName = names.schema(named.name, view);
  const annotation = recursive.has(named.name) ? `: z.ZodType<T.${typeName}>` : '';
  const lines = [
    `\`${named.originalName}\` (\`${named.pointer}\`)${view === 'request' ? ' as a request sends it' : ''}: infers \`${typeName}\`.`,
  ];
  const doc = [
    `export const ${schemaConstant(typeName)}${annotation} = `,
    zodSchema(named.schema, ctx),
    ';',
  ];
  return docComment(lines) + printDoc(doc);
}
