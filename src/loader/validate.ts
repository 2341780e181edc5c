import type { Diagnostic } from '../ir/types.js';
import {
  schemaDiagnostics,
  specDiagnostic,
  referenceDiagnostic,
  type AjvError,
} from './validate-messages.js';
import { referenceProblems } from './refs.js';
import { swaggerParser } from './swagger-parser.js';
import { toleratedDefects } from './tolerated.js';

/**
 * Problems in a document, with JSON pointers: errors for what cannot be understood,
 * warnings for the defects real installations serve and generators work around.
 * Never mutates `document` (swagger-parser mutates what it is given: it gets clones).
 */
export async function validateDocument(document: Record<string, unknown>): Promise<Diagnostic[]> {
  const parser = await swaggerParser();
  const tolerated = toleratedDefects(document);
  const diagnostics = tolerated.map((finding) => finding.diagnostic);
  const schemaErrors = checkSchema(parser.validateSchema, structuredClone(document));
  const references = referenceProblems(document);
  diagnostics.push(...schemaErrors, ...references);
  // The spec rules exist for Swagger 2.0 only, and assume a schema-valid document whose
  // references resolve: after such errors they would only add noise.
  const understood = !diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  if ('swagger' in document && understood) {
    const repaired = structuredClone(document);
    for (const finding of tolerated) finding.repair(repaired);
    diagnostics.push(...(await checkSpec(parser, document, repaired)));
  }
  return sortDiagnostics(diagnostics);
}

function checkSchema(
  validateSchema: (api: unknown) => void,
  clone: Record<string, unknown>,
): Diagnostic[] {
  try {
    validateSchema(clone);
    return [];
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (Array.isArray(details)) return schemaDiagnostics(details);
    return [specDiagnostic(error)];
  }
}

async function checkSpec(
  parser: Awaited<ReturnType<typeof swaggerParser>>,
  document: Record<string, unknown>,
  clone: Record<string, unknown>,
): Promise<Diagnostic[]> {
  let dereferenced: unknown;
  try {
    dereferenced = await parser.dereference(clone);
  } catch (error) {
    return [referenceDiagnostic(error, document)];
  }
  try {
    parser.validateSpec(dereferenced);
    return [];
  } catch (error) {
    return [specDiagnostic(error)];
  }
}

/** Errors first, then by pointer: stable output for humans and tests. */
function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const rank = { error: 0, warning: 1, info: 2 };
  return diagnostics.sort(
    (a, b) =>
      rank[a.severity] - rank[b.severity] ||
      compare(a.pointer, b.pointer) ||
      compare(a.message, b.message),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
