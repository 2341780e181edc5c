import type { MockSchema } from './types.js';
import { checkRange, checkString } from './check-leaf.js';

/**
 * A compact schema checker over the engine's own schema data. The generated
 * validators are the authority and are used whenever they are given; this checker
 * serves the standalone `specforge mock` server, which must start in well under a
 * second and so cannot compile TypeScript validators first.
 */

export interface CheckIssue {
  path: string;
  rule: string;
  message: string;
}

type Schemas = Record<string, MockSchema>;

export function checkValue(
  schema: MockSchema,
  value: unknown,
  schemas: Schemas,
  path = '',
): CheckIssue[] {
  if (value === null && (schema.nullable || schema.kind === 'null')) return [];
  const issue = (rule: string, message: string): CheckIssue[] => [{ path, rule, message }];
  switch (schema.kind) {
    case 'string':
      if (typeof value !== 'string') return issue('type', 'must be a string');
      return checkString(schema, value, path);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return issue('type', 'must be a number');
      if (schema.integer && !Number.isInteger(value)) return issue('type', 'must be an integer');
      return checkRange(schema, value, path);
    case 'boolean':
      return typeof value === 'boolean' ? [] : issue('type', 'must be a boolean');
    case 'enum':
      return schema.values.includes(value as never)
        ? []
        : issue('enum', `must be one of ${JSON.stringify(schema.values)}`);
    case 'null':
      return issue('type', 'must be null');
    case 'array':
      if (!Array.isArray(value)) return issue('type', 'must be an array');
      if (value.length < (schema.minItems ?? 0))
        return issue('minItems', `needs at least ${schema.minItems} items`);
      if (value.length > (schema.maxItems ?? Infinity))
        return issue('maxItems', `allows at most ${schema.maxItems} items`);
      return value.flatMap((item, index) =>
        checkValue(schema.items, item, schemas, `${path}/${index}`),
      );
    case 'object':
      if (!isObject(value)) return issue('type', 'must be an object');
      return checkObject(schema, value, schemas, path);
    case 'record':
      if (!isObject(value)) return issue('type', 'must be an object');
      return Object.entries(value).flatMap(([key, item]) =>
        checkValue(schema.values, item, schemas, `${path}/${key}`),
      );
    case 'union':
      if (schema.variants.some((variant) => checkValue(variant, value, schemas, path).length === 0))
        return [];
      return issue('oneOf', 'matches none of the allowed shapes');
    case 'intersection':
      return schema.members.flatMap((member) => checkValue(member, value, schemas, path));
    case 'ref': {
      const target = schemas[schema.name];
      return target ? checkValue(target, value, schemas, path) : [];
    }
    case 'unknown':
      return schema.objectOnly && !isObject(value) ? issue('type', 'must be an object') : [];
    case 'binary':
      return [];
  }
}

function checkObject(
  schema: Extract<MockSchema, { kind: 'object' }>,
  value: Record<string, unknown>,
  schemas: Schemas,
  path: string,
): CheckIssue[] {
  const issues: CheckIssue[] = [];
  for (const property of schema.properties) {
    const present =
      Object.prototype.hasOwnProperty.call(value, property.name) &&
      value[property.name] !== undefined;
    if (!present) {
      if (property.required)
        issues.push({ path, rule: 'required', message: `'${property.name}' is required` });
      continue;
    }
    issues.push(
      ...checkValue(property.schema, value[property.name], schemas, `${path}/${property.name}`),
    );
  }
  if (schema.additionalProperties === false) {
    const known = new Set(schema.properties.map((property) => property.name));
    for (const key of Object.keys(value)) {
      if (!known.has(key))
        issues.push({
          path: `${path}/${key}`,
          rule: 'additionalProperties',
          message: 'is not allowed',
        });
    }
  }
  return issues;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
