import type { MockSchema } from './types.js';
import type { CheckIssue } from './check.js';

/** The checker's string and number constraints (see check.ts). */

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^@\s]+@[^@\s]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

export function checkString(
  schema: Extract<MockSchema, { kind: 'string' }>,
  value: string,
  path: string,
): CheckIssue[] {
  const fail = (rule: string, message: string): CheckIssue[] => [{ path, rule, message }];
  if (value.length < (schema.minLength ?? 0))
    return fail('minLength', `needs at least ${schema.minLength} characters`);
  if (value.length > (schema.maxLength ?? Infinity))
    return fail('maxLength', `allows at most ${schema.maxLength} characters`);
  if (schema.pattern && !safeTest(schema.pattern, value))
    return fail('pattern', `must match ${schema.pattern}`);
  const format = schema.format === undefined ? undefined : FORMATS[schema.format];
  return format && !format.test(value) ? fail('format', `must be a ${schema.format}`) : [];
}

export function checkRange(
  schema: Extract<MockSchema, { kind: 'number' }>,
  value: number,
  path: string,
): CheckIssue[] {
  const fail = (rule: string, message: string): CheckIssue[] => [{ path, rule, message }];
  if (schema.minimum !== undefined && value < schema.minimum)
    return fail('minimum', `must be ≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum)
    return fail('maximum', `must be ≤ ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
    return fail('exclusiveMinimum', `must be > ${schema.exclusiveMinimum}`);
  }
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
    return fail('exclusiveMaximum', `must be < ${schema.exclusiveMaximum}`);
  }
  const step = schema.multipleOf;
  if (step && Math.abs(value / step - Math.round(value / step)) > 1e-9)
    return fail('multipleOf', `must be a multiple of ${step}`);
  return [];
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}
