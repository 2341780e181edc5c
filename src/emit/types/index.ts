import { fileFromParts } from '../../ir/generated-file.js';
import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import { trusted, type Code } from '../shared/escape.js';
import { flattened } from '../shared/flat-text.js';
import { typeNames } from '../shared/names.js';
import { templateParts } from '../render.js';
import type { EmitOptions } from '../shared/options.js';
import { namedSchemaDeclarations } from './named.js';
import { operationDeclarations } from './operations.js';
import { enumValuesFile } from './values.js';

/**
 * Target `types`: `types.ts` with every named schema and every operation's types (and the
 * enums declared inline), and `enums.ts` with the values of every enum.
 */
export function emitTypes(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const names = typeNames(model);
  const declarations: Code[] = [
    ...model.schemas.flatMap((named) => flattened(namedSchemaDeclarations(named, names))),
    ...model.operations.flatMap((op) => flattened(operationDeclarations(op, names))),
  ];
  if (declarations.length === 0) declarations.push(trusted('export {};'));
  const view = { banner: banner(model, options) };
  return [
    fileFromParts(
      'types.ts',
      templateParts('types/types.ts.hbs', { ...view, declarations }, options.templates),
    ),
    enumValuesFile(model, names, view.banner, options.templates),
  ];
}
