import type { Diagnostic } from '../ir/types.js';
import { pointerOf } from '../json/pointer.js';

/** The parts of an ajv error that the messages use. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * One diagnostic per place and keyword. A failed `oneOf` (a Swagger 2.0 parameter is one
 * of five kinds) makes ajv report every alternative plus a summary at the parent. Two
 * filters keep what explains the problem: errors deeper in the document win over errors
 * at their ancestors, and an `enum` of a single value (`in` must be "body") only says that
 * an alternative did not apply, so it goes when other errors remain.
 */
export function schemaDiagnostics(errors: AjvError[]): Diagnostic[] {
  const paths = errors.map((error) => error.instancePath);
  const deepest = errors.filter(
    (error) => !paths.some((other) => other.startsWith(`${error.instancePath}/`)),
  );
  const explaining = deepest.filter((error) => !isAlternativeMiss(error));
  const kept = explaining.length > 0 ? explaining : deepest;
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of kept) {
    const pointer = `#${error.instancePath}`;
    if (seen.has(`${pointer} ${error.keyword}`)) continue;
    seen.add(`${pointer} ${error.keyword}`);
    diagnostics.push({
      code: 'schema-invalid',
      severity: 'error',
      pointer,
      message: describeAjvError(error),
    });
  }
  return diagnostics;
}

function isAlternativeMiss(error: AjvError): boolean {
  const allowed = error.params?.allowedValues;
  return error.keyword === 'enum' && Array.isArray(allowed) && allowed.length === 1;
}

function describeAjvError(error: AjvError): string {
  const params = error.params ?? {};
  if (error.keyword === 'additionalProperties')
    return `unexpected property '${String(params.additionalProperty)}'`;
  if (error.keyword === 'required')
    return `missing required property '${String(params.missingProperty)}'`;
  if (error.keyword === 'enum') {
    return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return error.message ?? `fails '${error.keyword}'`;
}

/** swagger-parser's spec rules name the place as `/paths/job/{id}/get` (unescaped). */
export function specDiagnostic(error: unknown): Diagnostic {
  const message = errorMessage(error).replace(/^Validation failed\.\s*/, '');
  return { code: 'spec-invalid', severity: 'error', pointer: pointerInMessage(message), message };
}

/** A `$ref` that points nowhere, reported where the first such `$ref` is written. */
export function referenceDiagnostic(error: unknown, document: unknown): Diagnostic {
  const message = errorMessage(error);
  const ref = /"(#[^"]*)"/.exec(message)?.[1];
  return {
    code: 'unresolved-ref',
    severity: 'error',
    pointer: (ref && locateRef(document, ref, [])) || '#',
    message: ref ? `$ref ${ref} points to nothing in the document` : message,
  };
}

function locateRef(value: unknown, ref: string, tokens: (string | number)[]): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.$ref === ref) return pointerOf([...tokens, '$ref']);
  for (const [key, child] of Object.entries(record)) {
    const found = locateRef(child, ref, [...tokens, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

function pointerInMessage(message: string): string {
  const operation = /\/paths(\/\S*?)\/(get|put|post|delete|options|head|patch|trace)\b/.exec(
    message,
  );
  if (operation) return pointerOf(['paths', operation[1], operation[2]]);
  const path = /\/paths(\/\S*)/.exec(message);
  if (path) return pointerOf(['paths', path[1]]);
  const definition = /'\/definitions\/([^']+)'/.exec(message);
  if (definition) return pointerOf(['definitions', definition[1]]);
  return '#';
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
