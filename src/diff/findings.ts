import type { AnyChange, ChangeRecord, DiffOptions, Finding, Level } from './types.js';
import { RULES, type Rule } from './rules/index.js';
import { ruleSelector } from './rules/precedence.js';
import { ignoringEntry } from './ignore.js';
import { ImpactSet } from './impact-set.js';

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
  const judge = ruleApplier(options, rules, used);
  for (const change of changes) judge.push(change);
  return judge.findings();
}

/**
 * `applyRules` one change at a time: a sink the structural diff can hand each change to as
 * it finds it (models.ts), so a change record lives only until it is judged. Stripe's pair
 * yields 38 000; kept in one array until the rules ran, each was copied twice by the
 * garbage collector on its way to the old generation.
 */
export function ruleApplier(
  options: DiffOptions = {},
  rules: readonly Rule[] = RULES,
  used?: (change: ChangeRecord) => boolean,
): { push(change: ChangeRecord): void; findings(): Finding[]; count: number } {
  const kept = new ImpactSet();
  const ruleFor = ruleSelector(rules);
  return {
    count: 0,
    push(change) {
      this.count += 1;
      const rule = ruleFor(change);
      if (!rule) return;
      const finding = toFinding(rule, change, options.levels?.[rule.id] ?? rule.level);
      const accepted = options.ignore?.length ? ignoringEntry(finding, options.ignore) : undefined;
      if (accepted) {
        options.onIgnored?.(accepted, finding);
        return;
      }
      kept.add(finding, change.operation, used && (() => used(change)));
    },
    findings: () => kept.values(),
  };
}

function toFinding(rule: Rule, change: AnyChange, level: Level): Finding {
  const { operation } = change;
  const finding: Finding = {
    id: rule.id,
    level,
    method: operation.method,
    path: operation.path,
    location: change.location,
    message: formatMessage(rule.message, change),
    client: clientImpact(change),
    why: rule.why,
    pointer: change.pointer,
  };
  // assigned after the others, so the keys keep this order in the json report
  if (change.old !== undefined) finding.old = change.old;
  if (change.new !== undefined) finding.new = change.new;
  return finding;
}

/** `api.job.get() → Job.user`: the method callers write, and the generated type the change touches. */
export function clientImpact(change: AnyChange): string {
  const method = change.operation.client;
  if (!change.typeRef || change.operation.ownMethod) return method;
  return method ? `${method} → ${change.typeRef}` : change.typeRef;
}

/** Fills `{location}`, `{old}`, `{new}`, `{subject}`, `{path}`, `{kind}`, `{detail}` in a rule's template. */
export function formatMessage(template: string, change: AnyChange): string {
  const parts = templateParts(template);
  let message = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const key = parts[index]!;
    const value = placeholder(key, change);
    message += (value === UNKNOWN ? `{${key}}` : show(value)) + parts[index + 1]!;
  }
  return message;
}

/**
 * A template split once into text and placeholder names, alternating (`['response property ',
 * 'location', ' removed']`): a large diff formats tens of thousands of messages (Stripe's
 * pair: 38 000) from about a hundred templates.
 */
function templateParts(template: string): readonly string[] {
  let parts = TEMPLATE_PARTS.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    TEMPLATE_PARTS.set(template, parts);
  }
  return parts;
}

const TEMPLATE_PARTS = new Map<string, readonly string[]>();

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
