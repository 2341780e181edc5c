import type { AnyChange, ChangeRecord, DiffOptions, Finding, Level } from './types.js';
import { RULES, type Rule } from './rules/index.js';
import { ruleSelector } from './rules/precedence.js';
import { ignoringEntry } from './ignore.js';

/**
 * The second layer: each change record becomes a finding of the rule that judges it (the
 * matching rule that overrides the other matching ones: rules/precedence.ts), with the
 * level possibly overridden by the user; accepted (ignored) findings drop out.
 * One change to one generated type is one finding per operation, even when the type is
 * reached along several paths: the one with the shortest location is kept.
 */
export function applyRules(
  changes: ChangeRecord[],
  options: DiffOptions = {},
  rules: readonly Rule[] = RULES,
  used?: (change: ChangeRecord) => boolean,
): Finding[] {
  const kept = new Map<string, Finding>();
  const ruleFor = ruleSelector(rules);
  for (const change of changes) {
    const rule = ruleFor(change);
    if (!rule) continue;
    const finding = toFinding(rule, change, options.levels?.[rule.id] ?? rule.level);
    const accepted = options.ignore?.length ? ignoringEntry(finding, options.ignore) : undefined;
    if (accepted) {
      options.onIgnored?.(accepted, finding);
      continue;
    }
    const key = impactKey(finding);
    const previous = kept.get(key);
    if (used) finding.used = used(change) || previous?.used === true;
    if (previous && finding.used) previous.used = true;
    if (!previous || finding.location.length < previous.location.length) kept.set(key, finding);
  }
  return [...kept.values()];
}

/** Rule, operation, client impact and the message with its location taken out. */
function impactKey(finding: Finding): string {
  const what = finding.message.replaceAll(finding.location, '');
  return `${finding.id} ${finding.method} ${finding.path} ${finding.client} ${what}`;
}

function toFinding(rule: Rule, change: AnyChange, level: Level): Finding {
  const { operation } = change;
  return {
    id: rule.id,
    level,
    method: operation.method,
    path: operation.path,
    location: change.location,
    message: formatMessage(rule.message, change),
    client: clientImpact(change),
    why: rule.why,
    pointer: change.pointer,
    ...(change.old === undefined ? {} : { old: change.old }),
    ...(change.new === undefined ? {} : { new: change.new }),
  };
}

/** `api.job.get() → Job.user`: the method callers write, and the generated type the change touches. */
export function clientImpact(change: AnyChange): string {
  const method = change.operation.client;
  if (!change.typeRef || change.operation.ownMethod) return method;
  return method ? `${method} → ${change.typeRef}` : change.typeRef;
}

/** Fills `{location}`, `{old}`, `{new}`, `{subject}`, `{path}`, `{kind}`, `{detail}` in a rule's template. */
export function formatMessage(template: string, change: AnyChange): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = placeholder(key, change);
    return value === UNKNOWN ? whole : show(value);
  });
}

const UNKNOWN = Symbol('unknown placeholder');

/** A placeholder's value, worked out only when the template uses it (messages are hot). */
function placeholder(key: string, change: AnyChange): unknown {
  switch (key) {
    case 'location':
      return change.location;
    case 'old':
      return change.old ?? absent(change);
    case 'new':
      return change.new ?? absent(change);
    case 'subject':
      return change.subject;
    case 'path':
      return change.operation.path;
    case 'kind':
      return change.kind;
    case 'detail':
      return describe(change);
    default:
      return UNKNOWN;
  }
}

/** A change in words, for rules that cover many kinds: `multipleOf none → 5`. */
function describe(change: AnyChange): string {
  const what = [change.kind.replace(/-changed$/, '').replace(/-/g, ' '), change.subject]
    .filter(Boolean)
    .join(' ');
  const values =
    change.old !== undefined || change.new !== undefined
      ? ` (${show(change.old)} → ${show(change.new)})`
      : '';
  return `${what}${values}`;
}

/** How a missing value reads: a missing bound is no limit, anything else is none. */
function absent(change: AnyChange): string | undefined {
  return change.kind === 'constraint-changed' && change.subject !== 'pattern'
    ? 'no limit'
    : undefined;
}

export function show(value: unknown): string {
  if (value === undefined) return 'none';
  if (Array.isArray(value)) return value.map((item) => show(item)).join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
