/**
 * Failed unions (`oneOf` / `anyOf`): which variant came closest and what it got wrong.
 * Shipped into the generated output as `runtime/validate-union.ts`; no dependencies.
 */
import type { ValidationIssue } from './validation.js';
import { context, quiet, type Check, type Context } from './validate-run.js';
import { fail } from './validate-issues.js';

/**
 * Records a failed `oneOf` / `anyOf`. When no variant matched, its message names the
 * deepest issue of the variant that came closest (fewest issues), so even the first
 * error says which field to fix; in all-errors mode that variant's issues follow.
 */
export function failUnion(
  c: Context,
  p: string,
  rule: 'oneOf' | 'anyOf',
  variants: readonly Check[],
  v: unknown,
): void {
  if (c.issues === null) return;
  const quietContext = quiet(c);
  const matches = variants.filter((variant) => variant(v, p, quietContext)).length;
  const closest = matches > 0 ? [] : closestIssues(c, p, variants, v);
  fail(c, p, rule, variants.length, v);
  const deepest = closest.reduce<ValidationIssue | undefined>(
    (best, issue) => (best && depth(best) >= depth(issue) ? best : issue),
    undefined,
  );
  const union = c.issues[c.issues.length - 1];
  if (deepest && union)
    union.message += `; the closest fails at ${deepest.path || '/'}: ${deepest.message} [${deepest.rule}]`;
  if (c.all) c.issues.push(...closest);
}

function closestIssues(c: Context, p: string, variants: readonly Check[], v: unknown) {
  let closest: ValidationIssue[] = [];
  let best = Infinity;
  for (const variant of variants) {
    const issues: ValidationIssue[] = [];
    variant(v, p, context(issues, true, c.lenient, c.relax, false, c.partial, null));
    // A variant of the wrong type explains least: prefer those that got past the type.
    const wrongType = issues.some((issue) => issue.path === p && issue.rule === 'type');
    const score = issues.length + (wrongType ? 1000 : 0);
    if (score < best) [closest, best] = [issues, score];
  }
  return closest;
}

const depth = (issue: ValidationIssue): number => issue.path.split('/').length;
