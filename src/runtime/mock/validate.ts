import type { MockOperation } from './types.js';
import type { ValueCheck } from './sample.js';

/**
 * The generated validators, as the engine uses them: requests are checked by the same
 * validators the client uses (the first problem becomes a 400 naming the field), and
 * every value the engine draws or stores is checked before it is sent.
 */

/** Structurally the generated `Validator` (see runtime/validation.ts), without importing it. */
export type MockValidator = (
  value: unknown,
) => { ok: true } | { ok: false; errors: readonly { path: string; message: string }[] };

export interface MockOperationValidators {
  params?: MockValidator;
  body?: MockValidator;
  result?: MockValidator;
}

type Issue = { path: string; message: string };

/** The problem with the request, as one message, or undefined when it is fine. */
export function requestProblem(
  operation: MockOperation,
  params: Record<string, Record<string, unknown>>,
  body: unknown,
  validators: MockOperationValidators | undefined,
): string | undefined {
  const paramIssue = validators?.params ? firstIssue(validators.params, params) : undefined;
  if (paramIssue) return describe('parameter', paramIssue);
  if (!operation.body) return undefined;
  if (body === undefined)
    return operation.body.required
      ? 'Input payload validation failed: the body is required'
      : undefined;
  if (!operation.body.json || !validators?.body) return undefined;
  const bodyIssue = firstIssue(validators.body, body);
  return bodyIssue ? describe('payload', bodyIssue) : undefined;
}

/** A check of result items through the operation's validator (an envelope, unless the result is raw). */
export function resultCheck(
  validators: MockOperationValidators | undefined,
  raw = false,
): ValueCheck | undefined {
  const validate = validators?.result;
  if (!validate) return undefined;
  if (raw) return valueCheck(validate);
  return (item) => {
    const issue = firstIssue(validate, { status: 'success', result: [item] });
    return issue && `${issue.path.replace(/^\/result\/0/, '') || '/'}: ${issue.message}`;
  };
}

/** A check of a whole value by a schema's validator. */
export function valueCheck(validate: MockValidator | undefined): ValueCheck | undefined {
  if (!validate) return undefined;
  return (value) => {
    const issue = firstIssue(validate, value);
    return issue && `${issue.path || '/'}: ${issue.message}`;
  };
}

function firstIssue(validator: MockValidator, value: unknown): Issue | undefined {
  const result = validator(value);
  return result.ok ? undefined : result.errors[0];
}

/** `Input payload validation failed: /name: 'name' is required` — the field is always named. */
function describe(what: 'parameter' | 'payload', issue: Issue): string {
  const where = issue.path === '' ? what : issue.path;
  return `Input ${what} validation failed: ${where}: ${issue.message}`;
}
