import type { Diagnostic } from '../ir/types.js';
import { pointerOf } from '../json/pointer.js';
import { isRecord } from '../json/value.js';
import { walkRefs } from './refs.js';
import { requiredPropertyFindings } from './tolerated-required.js';

/**
 * A defect that real installations serve and that generators work around: reported as a
 * warning, and repaired on the validation clone so that swagger-parser (which stops at the
 * first problem) goes on to find the problems that really are errors.
 */
export interface Finding {
  diagnostic: Diagnostic;
  repair(clone: Record<string, unknown>): void;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function toleratedDefects(document: Record<string, unknown>): Finding[] {
  return [
    ...duplicateOperationIds(document),
    ...requiredPropertyFindings(document),
    ...unusedResponses(document),
  ];
}

function duplicateOperationIds(document: Record<string, unknown>): Finding[] {
  const firstUse = new Map<string, string>();
  const findings: Finding[] = [];
  for (const [path, item] of Object.entries(isRecord(document.paths) ? document.paths : {})) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      const id = operation.operationId;
      const where = `${method.toUpperCase()} ${path}`;
      const first = firstUse.get(id);
      if (first === undefined) {
        firstUse.set(id, where);
        continue;
      }
      findings.push({
        diagnostic: {
          code: 'duplicate-operation-id',
          severity: 'warning',
          pointer: pointerOf(['paths', path, method, 'operationId']),
          message: `operationId '${id}' of ${where} is already used by ${first}`,
          hint: 'specforge names this operation from its method and path instead',
        },
        repair: (clone) => {
          delete (
            (clone.paths as Record<string, Record<string, unknown>>)[path][method] as Record<
              string,
              unknown
            >
          ).operationId;
        },
      });
    }
  }
  return findings;
}

/** Flask-RESTX adds `ParseError` / `MaskError` to the top-level responses; nothing refers to them. */
function unusedResponses(document: Record<string, unknown>): Finding[] {
  const swagger = 'swagger' in document;
  const owner = swagger ? document : isRecord(document.components) ? document.components : {};
  const responses = isRecord(owner.responses) ? owner.responses : {};
  const names = Object.keys(responses);
  if (names.length === 0) return [];
  const prefix = swagger ? '#/responses/' : '#/components/responses/';
  const used = new Set<string>();
  walkRefs(document, (ref) => {
    if (ref.startsWith(prefix)) used.add(ref);
  });
  return names
    .filter(
      (name) =>
        !used.has(pointerOf(swagger ? ['responses', name] : ['components', 'responses', name])),
    )
    .map((name) => ({
      diagnostic: {
        code: 'unused-response',
        severity: 'warning',
        pointer: pointerOf(swagger ? ['responses', name] : ['components', 'responses', name]),
        message: `top-level response '${name}' is not referenced by any operation`,
      },
      repair: () => undefined,
    }));
}
