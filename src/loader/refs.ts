import type { Diagnostic } from '../ir/types.js';
import { pointerOf, resolvePointer } from '../json/pointer.js';
import { isRecord } from '../json/value.js';

// Keys whose values are data (examples, defaults, enums), not schemas: a `$ref` there is text.
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Calls `visit` for every `$ref` string in the document, with the pointer of the object holding it. */
export function walkRefs(
  value: unknown,
  visit: (ref: string, tokens: (string | number)[]) => void,
  tokens: (string | number)[] = [],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkRefs(item, visit, [...tokens, index]));
    return;
  }
  if (!isRecord(value)) return;
  if (typeof value.$ref === 'string') visit(value.$ref, tokens);
  for (const [key, child] of Object.entries(value)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    if (child !== null && typeof child === 'object') walkRefs(child, visit, [...tokens, key]);
  }
}

/**
 * Every local `$ref` that points to nothing (an error: the schema behind it cannot be
 * known), and every external one (a warning: specforge reads one document and never
 * follows references to other files or URLs). Faster than dereferencing, and it reports
 * all of them, each where it is written.
 */
export function referenceProblems(document: Record<string, unknown>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  walkRefs(document, (ref, tokens) => {
    const pointer = pointerOf([...tokens, '$ref']);
    if (!ref.startsWith('#')) {
      const message = `external $ref ${ref} is not followed; what it describes is treated as unknown`;
      problems.push({ code: 'external-ref', severity: 'warning', pointer, message });
    } else if (resolvePointer(document, ref) === undefined) {
      const message = `$ref ${ref} points to nothing in the document`;
      problems.push({ code: 'unresolved-ref', severity: 'error', pointer, message });
    }
  });
  return problems;
}
