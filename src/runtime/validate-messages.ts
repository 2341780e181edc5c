/**
 * Messages of validation issues, built from the rule and what it expected, only when
 * an issue is recorded (generated code carries no message text), and memoised: invalid
 * data repeats the same few.
 * Shipped into the generated output as `runtime/validate-messages.ts`; no dependencies.
 */

function show(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

function plural(n: unknown, word: string): string {
  return `${String(n)} ${word}${n === 1 ? '' : 's'}`;
}

const MESSAGES: Record<string, (expected: unknown) => string> = {
  type: (e) =>
    `must be ${String(e) === 'integer' || String(e) === 'object' ? 'an' : 'a'} ${String(e)}`,
  required: (e) => `must have required property ${show(e)}`,
  enum: (e) => `must be one of ${Array.isArray(e) ? e.map(show).join(', ') : show(e)}`,
  const: (e) => `must be ${show(e)}`,
  format: (e) => `must be a valid ${String(e)}`,
  pattern: (e) => `must match the pattern ${show(e)}`,
  minLength: (e) => `must have at least ${plural(e, 'character')}`,
  maxLength: (e) => `must have at most ${plural(e, 'character')}`,
  minimum: (e) => `must be >= ${String(e)}`,
  maximum: (e) => `must be <= ${String(e)}`,
  exclusiveMinimum: (e) => `must be > ${String(e)}`,
  exclusiveMaximum: (e) => `must be < ${String(e)}`,
  multipleOf: (e) => `must be a multiple of ${String(e)}`,
  minItems: (e) => `must have at least ${plural(e, 'item')}`,
  maxItems: (e) => `must have at most ${plural(e, 'item')}`,
  uniqueItems: (e) => `must not repeat an earlier item (item ${String(e)} repeats one)`,
  minProperties: (e) =>
    `must have at least ${plural(e, 'property')}`.replace('propertys', 'properties'),
  maxProperties: (e) =>
    `must have at most ${plural(e, 'property')}`.replace('propertys', 'properties'),
  additionalProperties: () => 'is not a property the document allows',
  anyOf: (e) => `must match at least one of ${plural(e, 'schema')}`,
  oneOf: (e) => `must match exactly one of ${plural(e, 'schema')}`,
  not: () => 'must not match the schema under `not`',
  discriminator: (e) => `must name one of ${Array.isArray(e) ? e.map(show).join(', ') : show(e)}`,
};

/** The message of an issue: `must be a string`, `must have at least 3 items` … */
export function describeIssue(rule: string, expected: unknown): string {
  const message = Object.prototype.hasOwnProperty.call(MESSAGES, rule) ? MESSAGES[rule] : undefined;
  return message === undefined ? `does not satisfy ${rule}` : message(expected);
}

const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
/** `type` messages, made once: the most frequent issue. */
const [STRING, NUMBER, INTEGER, BOOLEAN, OBJECT, ARRAY, NULL] = TYPES.map((type) =>
  describeIssue('type', type),
) as [string, string, string, string, string, string, string];

/** A `type` message by a `switch` (a loop over the names measured ~10 ns per issue). */
function typeMessage(expected: unknown): string | undefined {
  switch (expected) {
    case 'string':
      return STRING;
    case 'integer':
      return INTEGER;
    case 'number':
      return NUMBER;
    case 'object':
      return OBJECT;
    case 'boolean':
      return BOOLEAN;
    case 'array':
      return ARRAY;
    case 'null':
      return NULL;
    default:
      return undefined;
  }
}

/** Memoised messages by rule, then by a string or number expected value (or an enum list). */
const BY_VALUE = new Map<string, Map<unknown, string>>();
const BY_OBJECT = new WeakMap<object, readonly [rule: string, text: string]>();
const MEMO_PER_RULE = 256;

/** The last message asked for: invalid data repeats its mistake, call after call. */
let lastRule = '';
let lastExpected: unknown = undefined;
let lastText = '';

/**
 * `describeIssue`, memoised. The last message first, by identity (an enum list is a
 * constant of the generated code): two comparisons, where the lookups below cost ~100
 * instructions per issue on first-error mode's path.
 */
export function messageOf(rule: string, expected: unknown): string {
  if (expected === lastExpected && rule === lastRule) return lastText;
  const text = lookup(rule, expected);
  lastRule = rule;
  lastExpected = expected;
  lastText = text;
  return text;
}

function lookup(rule: string, expected: unknown): string {
  if (rule === 'type') {
    const text = typeMessage(expected);
    if (text !== undefined) return text;
  }
  if (typeof expected === 'object' && expected !== null) return byObject(rule, expected);
  let byRule = BY_VALUE.get(rule);
  if (byRule === undefined) BY_VALUE.set(rule, (byRule = new Map<unknown, string>()));
  let text = byRule.get(expected);
  if (text === undefined) {
    text = describeIssue(rule, expected);
    if (byRule.size < MEMO_PER_RULE) byRule.set(expected, text);
  }
  return text;
}

/**
 * An object expected value (an enum or discriminator list) is a constant of the generated
 * code: memoised by identity (weakly: a fresh object per call is merely not found again).
 */
function byObject(rule: string, expected: object): string {
  const memo = BY_OBJECT.get(expected);
  if (memo !== undefined && memo[0] === rule) return memo[1];
  const text = describeIssue(rule, expected);
  BY_OBJECT.set(expected, [rule, text]);
  return text;
}
