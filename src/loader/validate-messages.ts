import type { Diagnostic } from '../ir/types.js';
import { pointerOf } from './pointer.js';

/** The parts of an ajv error that the messages use. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * One diagnostic per distinct problem. A failed `oneOf`/`anyOf` makes ajv report the
 * alternatives at the same place and a summary at the parent; the deepest errors explain
 * the problem, so errors at a pointer that is a prefix of another error's pointer are dropped.
 */
export function schemaDiagnostics(errors: AjvError[]): Diagnostic[] {
  const paths = errors.map((error) => error.instancePath);
  const deepest = errors.filter((error) => !paths.some((other) => other.startsWith(`${error.instancePath}/`)));
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of deepest) {
    const pointer = `#${error.instancePath}`;
    const message = describeAjvError(error);
    if (seen.has(`${pointer} ${message}`)) continue;
    seen.add(`${pointer} ${message}`);
    diagnostics.push({ code: 'schema-invalid', severity: 'error', pointer, message });
  }
  return diagnostics;
}

function describeAjvError(error: AjvError): string {
  const params = error.params ?? {};
  if (error.keyword === 'additionalProperties') return `unexpected property '${String(params.additionalProperty)}'`;
  if (error.keyword === 'required') return `missing required property '${String(params.missingProperty)}'`;
  if (error.keyword === 'enum') return `${error.message}: ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? `fails '${error.keyword}'`;
}

/** swagger-parser's spec rules name the place as `/paths/job/{id}/get` (unescaped). */
export function specDiagnostic(error: unknown): Diagnostic {
  const message = errorMessage(error).replace(/^Validation failed\.\s*/, '');
  return { code: 'spec-invalid', severity: 'error', pointer: pointerInMessage(message), message };
}

export function referenceDiagnostic(error: unknown): Diagnostic {
  const message = errorMessage(error);
  const ref = /"(#[^"]*)"/.exec(message)?.[1];
  return {
    code: 'unresolved-ref',
    severity: 'error',
    pointer: '#',
    message: ref ? `$ref ${ref} points to nothing in the document` : message,
  };
}

function pointerInMessage(message: string): string {
  const operation = /\/paths(\/\S*?)\/(get|put|post|delete|options|head|patch|trace)\b/.exec(message);
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
