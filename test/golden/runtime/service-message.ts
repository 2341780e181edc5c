// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * What the service said in an error answer, as one line and as a list. Flask-RESTX
 * installations answer in three shapes besides the plain envelope: a list of parser
 * messages in the envelope (`result: ['Missing required parameter …', …]`), Flask-RESTX's
 * own JSON (`{ message, errors: { field: why } }`, with or without the envelope), and
 * Flask's HTML error page (a 404 for an unknown URL): that one gives its title, never the page.
 * Shipped into the generated output as `runtime/service-message.ts`: no dependencies.
 */
import { envelopeResult } from './envelope.js';

/** A one-line message is cut here: a message, not a document. */
const MAX_LENGTH = 300;

/** Every message of an error body, in order; empty when it has none. */
export function serviceMessages(body: unknown): string[] {
  if (typeof body === 'string') return isHtml(body) ? htmlMessages(body) : [];
  const result = envelopeResult(body);
  const items = Array.isArray(result) ? (result as unknown[]) : [result];
  const found = items.flatMap(messagesOf);
  return found.length > 0 || result === body ? found : messagesOf(body);
}

/** The messages joined into one line (`''` when there are none). */
export function joinMessages(messages: readonly string[]): string {
  const line = messages.join('; ');
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
}

/** A string, or `{ message, errors }` (Flask-RESTX: each error as `field: why`). */
function messagesOf(item: unknown): string[] {
  if (typeof item === 'string') return item.trim() === '' ? [] : [oneLine(item)];
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return [];
  const { message, errors } = item as { message?: unknown; errors?: unknown };
  const found = typeof message === 'string' ? [oneLine(message)] : [];
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors))
    for (const [field, why] of Object.entries(errors as Record<string, unknown>))
      if (typeof why === 'string') found.push(oneLine(`${field}: ${why}`));
  return found;
}

function isHtml(text: string): boolean {
  return /^\s*<(!doctype\s+html|html|head|body|title|h1)\b/i.test(text);
}

/** The page's `<title>`, else its first `<h1>`: `404 Not Found`. */
function htmlMessages(page: string): string[] {
  for (const tag of ['title', 'h1']) {
    const match = new RegExp(`<${tag}[^>]*>([^<]{1,${MAX_LENGTH}})</${tag}>`, 'i').exec(page);
    const text = match ? oneLine(decodeEntities(match[1] as string)) : '';
    if (text !== '') return [text];
  }
  return [];
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return named[code.toLowerCase()] ?? entity;
    const point =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point > 31 && point < 0x110000 ? String.fromCodePoint(point) : ' ';
  });
}

/** Whitespace (newlines too) collapsed: a message is one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
