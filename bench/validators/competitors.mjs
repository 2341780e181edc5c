// Every library's validator for the Job model and the 25-job envelope, in three modes:
//   guard(value) → boolean, the cheapest yes/no the library offers;
//   first(value) → null when valid, else the first error (stop as early as the library can);
//   all(value)   → [] when valid, else every error.
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { envelopeOf, toJsonSchema, toTypeBox, toZod } from './schemas.mjs';
import { buildTypia } from './build.mjs';

const JOB = { $ref: '#/definitions/Job' };
const ENVELOPE = envelopeOf('#/definitions/Job');

function ajvValidators() {
  const compile = (allErrors, schema) => {
    const ajv = new Ajv({ allErrors, strict: false });
    addFormats(ajv, ['date-time']);
    return ajv.compile(toJsonSchema(schema));
  };
  const pair = (schema) => {
    const first = compile(false, schema);
    const all = compile(true, schema);
    return {
      guard: (v) => first(v),
      first: (v) => (first(v) ? null : first.errors[0]),
      all: (v) => (all(v) ? [] : all.errors),
    };
  };
  return { job: pair(JOB), envelope: pair(ENVELOPE) };
}

// zod has no abort-early option: both modes are the same safeParse call.
function zodValidators() {
  const pair = (schema) => {
    const parser = toZod(schema);
    const issues = (v) => {
      const result = parser.safeParse(v);
      return result.success ? [] : result.error.issues;
    };
    return { guard: (v) => parser.safeParse(v).success, first: (v) => issues(v)[0] ?? null, all: issues };
  };
  return { job: pair(JOB), envelope: pair(ENVELOPE) };
}

// TypeBox's documented pattern: Check() is the fast path, Errors() explains a failure.
function typeboxValidators() {
  const pair = (schema) => {
    const compiled = TypeCompiler.Compile(toTypeBox(schema));
    return {
      guard: (v) => compiled.Check(v),
      first: (v) => (compiled.Check(v) ? null : compiled.Errors(v).First()),
      all: (v) => (compiled.Check(v) ? [] : [...compiled.Errors(v)]),
    };
  };
  return { job: pair(JOB), envelope: pair(ENVELOPE) };
}

// typia: is() is the fast path; assert() throws at the first error, validate() collects all.
function typiaValidators() {
  const typia = createRequire(import.meta.url)(buildTypia());
  const pair = (is, assert, validate) => ({
    guard: is,
    first: (v) => {
      if (is(v)) return null;
      try {
        assert(v);
        return null;
      } catch (error) {
        return error;
      }
    },
    all: (v) => {
      const result = validate(v);
      return result.success ? [] : result.errors;
    },
  });
  return {
    job: pair(typia.isJob, typia.assertJob, typia.validateJob),
    envelope: pair(typia.isJobList, typia.assertJobList, typia.validateJobList),
  };
}

export const COMPETITORS = [
  { id: 'ajv', label: 'ajv 8.20 (compiled, draft-07 + ajv-formats)', build: ajvValidators },
  { id: 'zod', label: 'zod 4.6 (z.object)', build: zodValidators },
  { id: 'typebox', label: 'TypeBox 0.34 TypeCompiler', build: typeboxValidators },
  { id: 'typia', label: 'typia 12.2 (typia generate, TS 5.9)', build: typiaValidators },
];
