import type { MockOperation, MockSchema } from './types.js';
import { checkValue, type CheckIssue } from './check.js';
import { LOCATION_KEYS } from './request.js';

/**
 * Request validation: the generated validators when the installation was given
 * them (the MSW face), the engine's own schema checker otherwise (the standalone
 * server). Either way the first problem becomes a 400 naming the field.
 */

/** Structurally the generated `Validator` (see runtime/validation.ts), without importing it. */
export type MockValidator = (
  value: unknown,
) => { ok: true } | { ok: false; errors: { path: string; message: string; rule?: string }[] };

export interface MockOperationValidators {
  params?: MockValidator;
  body?: MockValidator;
}

type Issue = { path: string; message: string; rule?: string };

/** The problem with the request, as one message, or undefined when it is fine. */
export function requestProblem(
  operation: MockOperation,
  params: Record<string, Record<string, unknown>>,
  body: unknown,
  schemas: Record<string, MockSchema>,
  validators: MockOperationValidators | undefined,
): string | undefined {
  const paramIssues = validators?.params
    ? issuesOf(validators.params, params)
    : checkParameters(operation, params, schemas);
  if (paramIssues.length > 0) return describe('parameter', paramIssues[0] as Issue);
  if (!operation.body) return undefined;
  if (body === undefined)
    return operation.body.required
      ? 'Input payload validation failed: the body is required'
      : undefined;
  if (!operation.body.json) return undefined;
  const bodyIssues = validators?.body
    ? issuesOf(validators.body, body)
    : checkValue(operation.body.schema, body, schemas);
  return bodyIssues.length > 0 ? describe('payload', bodyIssues[0] as Issue) : undefined;
}

function issuesOf(validator: MockValidator, value: unknown): Issue[] {
  const result = validator(value);
  return result.ok ? [] : result.errors;
}

function checkParameters(
  operation: MockOperation,
  params: Record<string, Record<string, unknown>>,
  schemas: Record<string, MockSchema>,
): CheckIssue[] {
  const issues: CheckIssue[] = [];
  for (const parameter of operation.parameters) {
    const group = LOCATION_KEYS[parameter.location];
    const path = `/${group}/${parameter.name}`;
    const values = params[group] ?? {};
    if (!Object.prototype.hasOwnProperty.call(values, parameter.name)) {
      if (parameter.required)
        issues.push({ path, rule: 'required', message: `'${parameter.name}' is required` });
      continue;
    }
    issues.push(...checkValue(parameter.schema, values[parameter.name], schemas, path));
  }
  return issues;
}

/** `Input payload validation failed: /name: 'name' is required` — the field is always named. */
function describe(what: 'parameter' | 'payload', issue: Issue): string {
  const where = issue.path === '' ? what : issue.path;
  return `Input ${what} validation failed: ${where}: ${issue.message}`;
}
