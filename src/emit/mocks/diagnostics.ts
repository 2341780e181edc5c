import type { ApiModel, Diagnostic } from '../../ir/types.js';
import { forEachSchema } from '../../ir/walk.js';
import { patternSampleable } from '../../runtime/mock/pattern.js';

/**
 * What the mock engine cannot draw for this model: a `pattern` its sampler does not
 * read (look-aheads, back-references …), one warning per schema. Found here, by the
 * emitter, not in the model: what can be sampled is the engine's own limit (its
 * pattern reader, `runtime/mock/pattern-parse.ts`), not a fact of the document, and it
 * matters only where mocks are made (`generate --targets mocks`, `specforge mock`).
 * For such a schema the engine answers with its recorded example when the generated
 * validator accepts it, and otherwise with a 500 naming the schema: never invalid data.
 */
export function mockDiagnostics(model: ApiModel): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  forEachSchema(model, (schema) => {
    if (schema.kind !== 'string' || schema.pattern === undefined) return;
    if (patternSampleable(schema.pattern) !== false || found.has(schema.pointer)) return;
    found.set(schema.pointer, {
      code: 'mock-pattern-unsampleable',
      severity: 'warning',
      pointer: schema.pointer,
      message: `the mock engine cannot draw strings for the pattern ${JSON.stringify(schema.pattern)}: it answers with the schema's recorded example if the validator accepts it, else with a 500 naming the schema.`,
      hint: 'Give the schema an `example` (or `x-example`) that matches the pattern.',
    });
  });
  return [...found.values()];
}
