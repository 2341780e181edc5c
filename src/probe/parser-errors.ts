/**
 * Flask-RESTX 1.3's request-parser refusals, read from a 400 answer (`reqparse.py`,
 * `Argument.handle_validation_error`): each message is `{help} {error}` for one argument,
 * where the error is `Missing required parameter in the JSON body` or `The value 'x' is not
 * a valid choice for 'name'.`. Without `bundle_errors` the parser stops at the first
 * refused argument, so one answer names at most one field. Two spellings arrive: the
 * framework's own `{"message": …, "errors": {"name": "…"}}`, and an application's
 * envelope `{"status": "error", "result": ["name: …"]}` (the `after_request` hook that
 * rewrites every answer).
 */
export interface ParserRefusal {
  field: string;
  kind: 'missing' | 'choice' | 'other';
  /** The allowed values, when the message lists them (flask-restx's own message does not). */
  choices?: string[];
  message: string;
}

const MISSING = /Missing required parameter in the JSON body/;
const CHOICE = /is not a valid choice for '([^']+)'/;
/** `(choices: a, b)`, `one of: a, b`, `one of [a, b]` — a list a help text or a custom message may give. */
const LISTED = /(?:choices|one of)\s*:?\s*[[(]?([^\])]+)[\])]?/i;

export function parserRefusals(body: unknown): ParserRefusal[] {
  return messagesOf(body).map(([field, message]) => refusalOf(field, message));
}

function refusalOf(field: string, message: string): ParserRefusal {
  const choice = CHOICE.exec(message);
  if (MISSING.test(message)) return { field, kind: 'missing', message };
  if (!choice) return { field, kind: 'other', message };
  const listed = LISTED.exec(message.replace(/The value '[^']*' is not a valid choice.*$/, ''));
  const choices = listed?.[1]
    ?.split(/,\s*|\s+or\s+/)
    .map((value) => value.trim().replace(/^['"]|['"]\.?$/g, ''))
    .filter((value) => value !== '');
  return {
    field: choice[1] ?? field,
    kind: 'choice',
    message,
    ...(choices && choices.length > 0 ? { choices } : {}),
  };
}

/** `[field, message]` pairs from either spelling. */
function messagesOf(body: unknown): [string, string][] {
  if (!body || typeof body !== 'object') return [];
  const { result, errors } = body as { result?: unknown; errors?: unknown };
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    return Object.entries(errors as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => [field, message]);
  }
  const list = Array.isArray(result) ? (result as unknown[]) : [result];
  return list.flatMap((line) => {
    const cut = typeof line === 'string' ? line.indexOf(': ') : -1;
    return cut > 0
      ? [[(line as string).slice(0, cut), (line as string).slice(cut + 2)] as [string, string]]
      : [];
  });
}
