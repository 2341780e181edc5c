import { pointerOf, resolvePointer } from '../json/pointer.js';
import { isRecord } from '../json/value.js';
import type { Finding } from './tolerated.js';

/**
 * `required` lists that name a property the schema does not have (Flask-RESTX models
 * often carry stale lists). The property is treated as optional; a warning says so.
 * Any object with a `required` *array* is a schema (parameters use a boolean), so the
 * whole document is walked, inline schemas included.
 */
export function requiredPropertyFindings(document: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  walk(document, [], (schema, tokens) => {
    if (!isObjectSchema(schema)) return;
    const known = knownProperties(document, schema, new Set());
    if (known === undefined) return;
    const required = schema.required as unknown[];
    const missing = required.filter((name) => typeof name === 'string' && !known.names.has(name));
    if (missing.length > 0) findings.push(finding(tokens, missing as string[], known.open));
  });
  return findings;
}

function isObjectSchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'object' || (Array.isArray(type) && type.includes('object'))) return true;
  return isRecord(schema.properties) || Array.isArray(schema.allOf);
}

function finding(tokens: (string | number)[], missing: string[], open: boolean): Finding {
  const names = missing.map((name) => `'${name}'`).join(', ');
  const consequence = open
    ? 'only possible as keys of its additional properties'
    : 'treated as optional';
  return {
    diagnostic: {
      code: 'required-property-missing',
      severity: 'warning',
      pointer: pointerOf([...tokens, 'required']),
      message: `required names ${names}, which the schema does not define; ${consequence}`,
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
 * `$ref`s), and whether it is open to other keys (`additionalProperties`,
 * `patternProperties`); undefined when a `$ref` cannot be followed, so nothing is known.
 */
function knownProperties(
  document: Record<string, unknown>,
  schema: Record<string, unknown>,
  seen: Set<unknown>,
): { names: Set<string>; open: boolean } | undefined {
  const known = { names: new Set<string>(), open: false };
  if (seen.has(schema)) return known;
  seen.add(schema);
  const additional = schema.additionalProperties;
  known.open =
    (additional !== undefined && additional !== false) || schema.patternProperties !== undefined;
  for (const name of isRecord(schema.properties) ? Object.keys(schema.properties) : [])
    known.names.add(name);
  const members: unknown[] = Array.isArray(schema.allOf) ? schema.allOf : [];
  for (const member of members) {
    const ref = isRecord(member) && typeof member.$ref === 'string' ? member.$ref : undefined;
    const target = ref === undefined ? member : resolvePointer(document, ref);
    if (!isRecord(target)) return undefined; // an external or broken $ref: cannot tell
    const inherited = knownProperties(document, target, seen);
    if (inherited === undefined) return undefined;
    inherited.names.forEach((name) => known.names.add(name));
    known.open ||= inherited.open;
  }
  return known;
}
