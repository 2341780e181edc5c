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
  const problems: Diagnostic[] = aliasCycles(document);
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

/**
 * `$ref`s that only lead to each other (A → B → C → A, each an alias with no schema of its
 * own): nothing is ever described, and swagger-parser's dereferencing overflowed the stack
 * on them (#29 item 8). One error per cycle, naming it, at the first reference found.
 */
function aliasCycles(document: Record<string, unknown>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const seen = new Set<string>();
  walkRefs(document, (ref, tokens) => {
    const cycle = aliasCycleFrom(document, ref);
    const key = cycle && [...cycle].sort().join(' ');
    if (cycle === undefined || key === undefined || seen.has(key)) return;
    seen.add(key);
    const pointer = pointerOf([...tokens, '$ref']);
    const message = `$ref cycle with no schema in it: ${[...cycle, cycle[0]].join(' -> ')}`;
    problems.push({ code: 'ref-cycle', severity: 'error', pointer, message });
  });
  return problems;
}

/** The references of the cycle `ref` enters by following aliases only, or undefined. */
function aliasCycleFrom(document: Record<string, unknown>, ref: string): string[] | undefined {
  const path: string[] = [];
  let next: string | undefined = ref;
  while (next !== undefined && next.startsWith('#')) {
    const at = path.indexOf(next);
    if (at !== -1) return path.slice(at);
    path.push(next);
    const target = resolvePointer(document, next);
    next = isRecord(target) && typeof target.$ref === 'string' ? target.$ref : undefined;
  }
  return undefined;
}
