import type { MockSchema, MockSchemas } from './schema.js';
import { createRandom } from './random.js';
import { generateValue } from './generate.js';
import { resolve } from './schema-utils.js';

/**
 * A value that the generated validators accept, or an error naming the schema:
 * never invalid data. The generator builds values to satisfy the schema; what it
 * cannot build directly (`not`, a `oneOf` whose branches overlap, a pattern it
 * cannot sample) is settled here: the value is checked, drawn again from a stream
 * of its own (same seed, same answer), and after a few tries the schema's recorded
 * examples (`example`, `x-example`, `examples`) or `default` are used if one passes. Otherwise `SampleError`, which the
 * installation answers with a 500 naming the schema.
 */

/** The first problem with a value (`/id: must be an integer`), or undefined when it is valid. */
export type ValueCheck = (value: unknown) => string | undefined;

export interface SampleRequest {
  schema: MockSchema;
  schemas: MockSchemas;
  /** What the value is, for the error: `Job`, `the result of get_job_list`. */
  label: string;
  seed: number;
  /** The stream: the same seed and key give the same value. */
  key: string;
  direction?: 'response' | 'request' | undefined;
  hint?: string | undefined;
  check?: ValueCheck | undefined;
}

export class SampleError extends Error {
  constructor(label: string, problem: string) {
    super(`cannot draw a valid ${label}: ${problem}`);
    this.name = 'SampleError';
  }
}

const ATTEMPTS = 12;

export function sampleValid(request: SampleRequest): unknown {
  const check = request.check ?? (() => undefined);
  let problem = '';
  // A pattern that could not be sampled says more than the validator's first issue.
  const unsampled: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const value = drawAttempt(request, attempt, unsampled);
    const found = check(value);
    if (found === undefined) return value;
    problem ||= unsampled[0] ?? found;
  }
  for (const recorded of recordedValues(request.schema, request.schemas)) {
    if (check(recorded) === undefined) return JSON.parse(JSON.stringify(recorded)) as unknown;
  }
  throw new SampleError(request.label, problem);
}

/**
 * The value `sampleValid` tries first, unchecked: for a caller that checks it together with
 * what it adds (a new item and the request's fields, one validation) and falls back to
 * `sampleValid` when that check fails.
 */
export function drawOnce(request: SampleRequest): unknown {
  return drawAttempt(request, 0, []);
}

/** Attempt `n` of a draw: its own stream (`key`, then `key#1`, `key#2`, …). */
function drawAttempt(request: SampleRequest, attempt: number, unsampled: string[]): unknown {
  const key = attempt === 0 ? request.key : `${request.key}#${attempt}`;
  return generateValue(request.schema, {
    random: createRandom(request.seed, key),
    schemas: request.schemas,
    hint: request.hint ?? '',
    depth: 0,
    direction: request.direction ?? 'response',
    named: [],
    unsampled,
  });
}

/** The schema's recorded examples and `default` (then its target's, through a reference). */
function recordedValues(schema: MockSchema, schemas: MockSchemas): unknown[] {
  const target = resolve(schema, schemas);
  return [schema, target].flatMap((node) =>
    [node.example, ...(node.examples ?? []), node.default].filter((value) => value !== undefined),
  );
}
