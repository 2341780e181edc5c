import type { ApiModel } from '../../ir/types.js';
import { typeNames } from '../shared/names.js';
import { docComment, stringLiteral, type Code } from '../shared/escape.js';
import { fitsWidth } from '../shared/doc.js';

/**
 * `<dir>/mocks/factories.ts`: one typed factory per named schema, `mock<Type>(overrides?,
 * options?)`, returning a value valid against the document (drawn by the engine, checked
 * by the generated `validate<Type>`, whose result type gives the factory its type).
 * Lines are laid out as prettier lays them out (signature and call broken one
 * argument per line when they pass 100 columns).
 */
export function factoryFunctions(model: ApiModel): Code[] {
  const names = typeNames(model);
  return model.schemas.map((named) => {
    const type = names.schema(named.name, 'response');
    const doc = docComment([
      `A valid \`${type}\` (\`${named.pointer}\`), the same for the same seed.`,
    ]).trimEnd();
    const head = `export function mock${type}(`;
    const params = [`overrides?: Partial<T.${type}>`, 'options?: FactoryOptions'];
    const tail = `): T.${type} {`;
    const args = [`v.validate${type}`, stringLiteral(named.name), 'overrides', 'options'];
    return [
      doc,
      ...broken(head, params, tail, ''),
      ...broken('return make(', args, ');', '  '),
      '}',
    ].join('\n') as Code;
  });
}

function broken(head: string, items: string[], tail: string, indent: string): string[] {
  const flat = `${indent}${head}${items.join(', ')}${tail}`;
  if (fitsWidth(flat)) return [flat];
  return [`${indent}${head}`, ...items.map((item) => `${indent}  ${item},`), `${indent}${tail}`];
}
