import type { AccessLevel, ApiModel, Operation } from '../ir/types.js';
import { accessCovers } from '../ir/access.js';
import type { Exchange, Finding, FindingKind, Severity } from './types.js';
import type { ResponseValidator } from './validators.js';
import { undocumentedProperties } from './undocumented.js';

/**
 * What one exchange says about the document: access drift, an undocumented status, a
 * broken envelope, and for a success the generated validator's verdict (strict; an issue
 * the lenient mode accepts — the installation habits — is a warning, not an error), the
 * properties nobody documented, and a note when the document gives no schema at all.
 */
type Draft = Omit<Finding, 'users' | 'operation' | 'method' | 'path'>;

export function mayCall(user: AccessLevel, operation: Operation): boolean {
  return accessCovers(user, operation.access);
}

export function checkExchange(
  model: ApiModel,
  operation: Operation,
  exchange: Exchange,
  access: AccessLevel,
  validator: ResponseValidator | undefined,
): Draft[] {
  const { status } = exchange;
  if (status === 0)
    return [draft('call-failed', 'error', `no answer: ${exchange.error ?? 'network error'}`)];
  // A redirect to another origin (not followed) or a body over --max-size (not read).
  if (exchange.error)
    return [draft('call-failed', 'error', `HTTP ${status}, not used: ${exchange.error}`)];
  const refused = status === 401 || status === 403;
  const success = status >= 200 && status < 300;
  if (mayCall(access, operation) && refused) {
    return [
      draft(
        'access-refused',
        'error',
        `refuses a ${access} (HTTP ${status}) although the route is ${operation.access}-level`,
      ),
    ];
  }
  if (!mayCall(access, operation) && success) {
    return [
      {
        ...draft(
          'access-not-enforced',
          'error',
          `serves a ${access} (HTTP ${status}) although the route is ${operation.access}-level`,
        ),
        security: true,
      },
    ];
  }
  const findings: Draft[] = [];
  if (!documented(operation, status) && !refused && status !== 404) {
    const severity = status >= 500 ? 'error' : 'warning';
    findings.push(
      draft(
        'undocumented-status',
        severity,
        `answered HTTP ${status}, which the document does not list`,
      ),
    );
  }
  if (operation.result.shape === 'raw' || exchange.body === undefined) return findings;
  const envelope = envelopeProblem(exchange.body, success);
  if (envelope) return [...findings, draft('envelope', 'error', envelope)];
  return success
    ? findings.concat(resultFindings(model, operation, exchange.body, validator))
    : findings;
}

function resultFindings(
  model: ApiModel,
  operation: Operation,
  body: unknown,
  validator?: ResponseValidator,
): Draft[] {
  if (operation.result.source === 'no-schema') {
    return [
      draft(
        'no-response-schema',
        'warning',
        `the document gives no response schema; seen: ${describe(body)}`,
      ),
    ];
  }
  const findings = validator ? validatorFindings(validator, body) : [];
  const extra = new Set<string>();
  const result = (body as { result?: unknown }).result;
  const item = operation.result.item;
  const asList = operation.result.shape === 'list' || Array.isArray(result);
  const items = asList && Array.isArray(result) ? result : [result];
  for (const value of items)
    undocumentedProperties(model, item, value, asList ? '/result/*' : '/result', extra);
  for (const pointer of extra)
    findings.push({
      ...draft(
        'undocumented-property',
        'info',
        `undocumented property ${pointer.split('/').pop()}`,
      ),
      pointer,
    });
  return findings;
}

/**
 * The validator's issues as findings, folded as they are made (items 7 and 9 of a
 * list with the same fault are one finding), so a list of 400 000 bad items gives a handful
 * of drafts, not 400 000 — and nothing spreads a list's length into a call's arguments.
 */
function validatorFindings(validator: ResponseValidator, body: unknown): Draft[] {
  const strict = validator(body, { allErrors: true });
  if (strict.ok) return [];
  const lenient = validator(body, { mode: 'lenient', allErrors: true });
  const lenientPaths = new Set(lenient.ok ? [] : lenient.errors.map((issue) => issue.path));
  const explained = explainedPaths(strict.errors);
  const drafts = new Map<string, Draft>();
  for (const issue of strict.errors) {
    if (UNION_RULES.has(issue.rule) && explained.has(issue.path)) continue;
    const kind = kindOf(issue.rule, issue.actual);
    const tolerated = !lenientPaths.has(issue.path);
    const message = `${issue.message}${tolerated ? ' (accepted in lenient mode)' : ''}`;
    const pointer = fold(issue.path);
    const key = `${kind}\0${pointer}\0${message}`;
    if (!drafts.has(key))
      drafts.set(key, { ...draft(kind, tolerated ? 'warning' : 'error', message), pointer });
  }
  return [...drafts.values()];
}

/**
 * Paths another issue explains: a union's own "must match one of" adds nothing when an
 * issue at or below the same path (its closest branch's) is listed too.
 */
function explainedPaths(issues: readonly { path: string; rule: string }[]): Set<string> {
  const seen = new Set<string>();
  const explained = new Set<string>();
  for (const { path, rule } of issues) {
    if (!UNION_RULES.has(rule) || seen.has(path)) explained.add(path);
    seen.add(path);
    for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1))
      explained.add(path.slice(0, cut));
  }
  return explained;
}

const UNION_RULES = new Set(['anyOf', 'oneOf']);

function kindOf(rule: string, actual: unknown): FindingKind {
  if (rule === 'type') return actual === null ? 'null-not-nullable' : 'type-mismatch';
  if (rule === 'required') return 'missing-required';
  if (rule === 'enum' || rule === 'const') return 'enum-outside-list';
  return 'schema-violation';
}

/** `/result/3/maxjobs` → `/result/*` + `/maxjobs`: one finding for every item of a list. */
function fold(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*');
}

function documented(operation: Operation, status: number): boolean {
  const text = String(status);
  return (
    operation.responses.some(
      (r) => r.status === text || r.status === `${text[0]}XX` || r.status === 'default',
    ) ||
    (status === 200 && !operation.responses.some((r) => r.status.startsWith('2')))
  );
}

function envelopeProblem(body: unknown, success: boolean): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return 'the body is not an envelope object';
  const { status, result } = body as { status?: unknown; result?: unknown };
  if (status !== (success ? 'success' : 'error'))
    return `envelope status is ${JSON.stringify(status)}, expected "${success ? 'success' : 'error'}"`;
  if (success || typeof result === 'string') return undefined;
  const oneMessage = Array.isArray(result) && result.every((m) => typeof m === 'string');
  return oneMessage ? undefined : 'an error envelope whose result is not a message';
}

function describe(body: unknown): string {
  const result = (body as { result?: unknown }).result;
  if (!Array.isArray(result)) return typeof result;
  const first: unknown = result[0];
  const keys =
    first && typeof first === 'object' ? Object.keys(first).sort().join(', ') : typeof first;
  return `a list of ${result.length} (${result.length ? `items with ${keys}` : 'empty'})`;
}

function draft(kind: FindingKind, severity: Severity, message: string): Draft {
  return { kind, severity, message };
}
