import { TARGET_NAMES } from './types.js';

/**
 * Checks a parsed config against the shape of `SpecforgeConfig`, returning one
 * message per problem (`targets[1]: unknown target "clients" …`). The JSON Schema in
 * schema/ describes the same shape for editors; a test keeps the two in step.
 */
type Check = (value: unknown, at: string) => string[];

const ACCESS = ['none', 'user', 'tenant-admin', 'superadmin'];
const RESULT = ['list', 'single', 'empty', 'raw'];

const isString: Check = (v, at) => (typeof v === 'string' ? [] : [`${at}: expected a string`]);
const isBoolean: Check = (v, at) => (typeof v === 'boolean' ? [] : [`${at}: expected true or false`]);
const isCount: Check = (v, at) =>
  Number.isInteger(v) && (v as number) >= 0 ? [] : [`${at}: expected a whole number >= 0`];

function oneOf(values: readonly string[], what: string): Check {
  return (v, at) =>
    typeof v === 'string' && values.includes(v) ? [] : [`${at}: unknown ${what} ${JSON.stringify(v)} (one of ${values.join(', ')})`];
}

function listOf(item: Check): Check {
  return (v, at) => (Array.isArray(v) ? v.flatMap((x, i) => item(x, `${at}[${i}]`)) : [`${at}: expected a list`]);
}

function mapOf(item: Check): Check {
  return (v, at) =>
    isPlainObject(v) ? Object.entries(v).flatMap(([k, x]) => item(x, `${at}.${k}`)) : [`${at}: expected an object`];
}

function shape(fields: Record<string, Check>, required: string[] = []): Check {
  return (v, at) => {
    if (!isPlainObject(v)) return [`${at || 'config'}: expected an object`];
    const prefix = at ? `${at}.` : '';
    const missing = required.filter((key) => !(key in v)).map((key) => `${prefix}${key}: required`);
    const unknown = Object.keys(v)
      .filter((key) => !(key in fields) && key !== '$schema')
      .map((key) => `${prefix}${key}: unknown setting`);
    const inner = Object.entries(fields).flatMap(([key, check]) => (key in v ? check(v[key], `${prefix}${key}`) : []));
    return [...missing, ...unknown, ...inner];
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const mockUser = shape(
  { username: isString, password: isString, access: oneOf(ACCESS, 'access level'), permissions: listOf(isString) },
  ['username', 'password', 'access'],
);

/** The top-level settings and their checks: the single source of the config's shape in code. */
export const CONFIG_FIELDS: Record<string, Check> = {
  source: isString,
  output: isString,
  targets: listOf(oneOf(TARGET_NAMES, 'target')),
  format: isBoolean,
  envelope: mapOf(oneOf(RESULT, 'result shape')),
  access: mapOf(oneOf(ACCESS, 'access level')),
  names: mapOf(isString),
  queryParserAsBody: isBoolean,
  validators: shape({ mode: oneOf(['strict', 'lenient'], 'validator mode') }),
  schemas: shape({ inferTypes: isBoolean }),
  overlays: listOf(isString),
  query: shape({ invalidates: mapOf(listOf(isString)), terminal: mapOf(listOf(isString)) }),
  headers: mapOf(isString),
  timeoutMs: isCount,
  insecure: isBoolean,
  retries: isCount,
  maxSize: isCount,
  mock: shape({
    port: isCount,
    seed: isCount,
    latencyMs: isCount,
    users: (v, at) => (typeof v === 'string' ? [] : listOf(mockUser)(v, at)),
    states: shape({ initial: mapOf(isString), transitions: mapOf(isString) }),
  }),
  credentials: shape({ username: isString, password: isString }),
};

export function checkConfig(value: unknown): string[] {
  return shape(CONFIG_FIELDS)(value, '');
}
