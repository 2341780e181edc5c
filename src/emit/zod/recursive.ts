/**
 * The named schemas that reach themselves through references (directly or through others):
 * their constants need a type annotation, since TypeScript cannot infer a constant whose
 * initializer refers to itself, even inside `z.lazy`.
 */
import type { NamedSchema, Schema } from '../../ir/types.js';

export function recursiveSchemas(schemas: readonly NamedSchema[]): Set<string> {
  const refs = new Map(schemas.map((named) => [named.name, refsOf(named.schema)]));
  const out = new Set<string>();
  for (const named of schemas) {
    const seen = new Set<string>();
    const queue = [...(refs.get(named.name) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (next === named.name) {
        out.add(named.name);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(refs.get(next) ?? []));
    }
  }
  return out;
}

/** Every named schema this one refers to (in any view: a superset is only an annotation more). */
function refsOf(schema: Schema): string[] {
  const out: string[] = [];
  const visit = (node: Schema): void => {
    if (node.not !== undefined) visit(node.not);
    switch (node.kind) {
      case 'ref':
        out.push(node.name);
        break;
      case 'array':
        visit(node.items);
        break;
      case 'object':
        for (const property of node.properties) visit(property.schema);
        if (typeof node.additionalProperties === 'object') visit(node.additionalProperties);
        // A discriminated base checks a value against the child its tag names.
        for (const entry of node.discriminator?.mapping ?? []) out.push(entry.schema);
        break;
      case 'record':
        visit(node.values);
        break;
      case 'union':
        node.variants.forEach(visit);
        break;
      case 'intersection':
        node.members.forEach(visit);
        break;
      default:
    }
  };
  visit(schema);
  return out;
}
