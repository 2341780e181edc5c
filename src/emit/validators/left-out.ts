import type { ApiModel, Diagnostic } from '../../ir/types.js';
import { forEachSchema } from '../../ir/walk.js';
import { formatLeftOut } from './leaf.js';

/**
 * What the generated validators leave out, as diagnostics: a `format` they do not
 * check (`uri-reference`, Stripe's `unix-time` …), one warning per format with where
 * it is first used and how often. JSON Schema makes `format` an annotation, so the
 * value is still accepted; the warning says that nothing checks it. Found by the
 * emitter, not the model: which formats are checked is the validators' own matter.
 */
export function leftOutDiagnostics(model: ApiModel): Diagnostic[] {
  const uses = new Map<string, { pointer: string; count: number }>();
  forEachSchema(model, (schema) => {
    const format = formatLeftOut(schema);
    if (format === undefined) return;
    const seen = uses.get(format);
    if (seen === undefined) uses.set(format, { pointer: schema.pointer, count: 1 });
    else seen.count += 1;
  });
  return [...uses]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([format, use]) => ({
      code: 'format-unchecked',
      severity: 'warning',
      pointer: use.pointer,
      message: `format ${JSON.stringify(format)} is not checked by the generated validators (${use.count === 1 ? 'this schema' : `${use.count} schemas, first here`}); values of its type pass.`,
      hint: 'Add a pattern, or check the value yourself; known formats are listed in docs/validators.md.',
    }));
}
