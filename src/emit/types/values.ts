import type { ApiModel, EnumSchema, GeneratedFile } from '../../ir/types.js';
import { fileFromParts } from '../../ir/generated-file.js';
import { group, ifBreak, indent, join, line, printDoc } from '../shared/doc.js';
import { docComment, jsonLiteral, trusted, type Code } from '../shared/escape.js';
import { arrayLiteral } from '../shared/literal.js';
import type { TypeNames } from '../shared/names.js';
import { templateParts, type TemplateOverrides } from '../render.js';

/**
 * `enums.ts`: every enum's values as a `readonly [...]` constant (`JOB_STATE_VALUES`),
 * for menus, checks and exhaustive tests. A module of its own that imports types only,
 * so that code which needs the values pulls in no client, runtime or validators (the
 * client and `index.ts` re-export it). `satisfies` ties each list to its type: the two
 * cannot drift apart without a compile error.
 */
export function enumValuesFile(
  model: ApiModel,
  names: TypeNames,
  banner: string,
  templates?: TemplateOverrides,
): GeneratedFile {
  const entries: { type: Code; values: Code; schema: EnumSchema }[] = [];
  for (const { name, schema } of model.schemas) {
    const values = names.namedValues(name);
    if (values !== undefined && schema.kind === 'enum')
      entries.push({ type: names.schema(name, 'response'), values, schema });
    entries.push(...names.schemaEnums(name));
  }
  for (const op of model.operations) entries.push(...names.operationEnums(op.id));
  const pieces: Code[] =
    entries.length === 0
      ? [trusted('export {};')]
      : [typeImport(entries.map((e) => e.type)), ...entries.map(valuesConstant)];
  const parts = templateParts('types/types.ts.hbs', { banner, declarations: pieces }, templates);
  return fileFromParts('enums.ts', parts);
}

function typeImport(types: readonly Code[]): Code {
  const list = join([',', line], [...new Set(types)].sort());
  return trusted(
    printDoc(
      group(['import type {', indent([line, list]), ifBreak(','), line, "} from './types.js';"]),
    ),
  );
}

function valuesConstant(entry: { type: Code; values: Code; schema: EnumSchema }): Code {
  const items = arrayLiteral(entry.schema.values.map((value) => jsonLiteral(value)));
  const comment = docComment([`Every value of \`${entry.type}\`, in the document's order.`]);
  return trusted(
    comment +
      printDoc([
        `export const ${entry.values} = `,
        items,
        ` as const satisfies readonly ${entry.type}[];`,
      ]),
  );
}
