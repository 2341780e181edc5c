import { isRecord, pointerOf, resolvePointer } from './pointer.js';
import type { Finding } from './tolerated.js';

/**
 * `required` lists that name a property the schema does not have (Flask-RESTX models
 * often carry stale lists). The property is treated as optional; a warning says so.
 * Any object with a `required` *array* is a schema (parameters use a boolean), so the
 * whole document is walked, inline schemas included.
 */
export function requiredPropertyFindings(doc: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  walk(doc, [], (schema, tokens) => {
    const known = knownProperties(doc, schema, new Set());
    if (known === undefined) return;
    const missing = (schema.required as unknown[]).filter(
      (name) => typeof name === 'string' && !known.has(name),
    );
    if (missing.length === 0) return;
    findings.push(finding(tokens, missing as string[]));
  });
  return findings;
}

function finding(tokens: (string | number)[], missing: string[]): Finding {
  const names = missing.map((name) => `'${name}'`).join(', ');
  return {
    diagnostic: {
      code: 'required-property-missing',
      severity: 'warning',
      pointer: pointerOf([...tokens, 'required']),
      message: `required names ${names}, which the schema does not define; treated as optional`,
    },
    repair: (clone) => {
      const schema = resolvePointer(clone, pointerOf(tokens)) as Record<string, unknown>;
      schema.required = (schema.required as unknown[]).filter(
        (name) => !missing.includes(name as string),
      );
    },
  };
}

// Keys whose values are data (examples, defaults, enums), not schemas.
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

function walk(
  value: unknown,
  tokens: (string | number)[],
  visit: (schema: Record<string, unknown>, tokens: (string | number)[]) => void,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...tokens, index], visit));
    return;
  }
  if (!isRecord(value)) return;
  if (Array.isArray(value.required)) visit(value, tokens);
  for (const [key, child] of Object.entries(value)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    if (child !== null && typeof child === 'object') walk(child, [...tokens, key], visit);
  }
}

/**
 * Property names a schema defines itself or inherits through `allOf` (following local
 * `$ref`s), or undefined when it is open (`additionalProperties`, `patternProperties`) or
 * defines no properties at all, so that a missing name cannot be told from a map key.
 */
function knownProperties(
  doc: Record<string, unknown>,
  schema: Record<string, unknown>,
  seen: Set<unknown>,
): Set<string> | undefined {
  if (seen.has(schema)) return new Set();
  seen.add(schema);
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
    return undefined;
  if (schema.patternProperties !== undefined) return undefined;
  const names = new Set(isRecord(schema.properties) ? Object.keys(schema.properties) : []);
  let defines = isRecord(schema.properties);
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const target =
      isRecord(member) && typeof member.$ref === 'string'
        ? resolvePointer(doc, member.$ref)
        : member;
    if (!isRecord(target)) return undefined; // an external or broken $ref: cannot tell
    const inherited = knownProperties(doc, target, seen);
    if (inherited === undefined) return undefined;
    defines = true;
    for (const name of inherited) names.add(name);
  }
  return defines ? names : undefined;
}
