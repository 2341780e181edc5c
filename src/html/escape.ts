import { terminalSafe } from '../util/terminal-text.js';

/**
 * The one escaping choke point of the HTML pages. Document and server text (paths,
 * messages, enum values, error bodies) reaches a page only through `html` below, which
 * escapes every interpolated value that is not already `Html`. `Html` is a class, not a
 * branded string, so the check also holds at run time: a raw string can never pass for
 * markup, and forgetting to escape is not possible. Markup itself exists only in the
 * literal parts of `html` templates, that is in specforge's own source.
 */
class Html {
  constructor(private readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** Only the type leaves this file: outside it, `Html` can be made by `html`, `text` and `joinHtml` alone. */
export type { Html };

/** What a fragment may interpolate: escaped unless it is `Html`; absent and `false` print nothing. */
type Slot = Html | readonly Html[] | string | number | boolean | undefined | null;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/**
 * Text as HTML: markup characters become entities (safe in element content and in quoted
 * attribute values), and control and bidirectional characters are shown as `\uXXXX`, as in
 * the terminal reports (they would hide or reorder what a reader sees).
 */
export function text(value: string): Html {
  return new Html(terminalSafe(value).replace(/[&<>"'`]/g, (char) => ENTITIES[char] ?? char));
}

export function joinHtml(parts: readonly Html[], separator = ''): Html {
  return new Html(parts.join(separator));
}

/** A fragment: in `html\`<li title="${title}">${message}</li>\`` title and message are escaped. */
export function html(strings: TemplateStringsArray, ...slots: Slot[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < slots.length; i++) out += slotMarkup(slots[i]) + (strings[i + 1] ?? '');
  return new Html(out);
}

function slotMarkup(slot: Slot): string {
  if (slot === undefined || slot === null || slot === false) return '';
  if (slot instanceof Html) return slot.toString();
  if (Array.isArray(slot)) return slot.map((part: Slot) => slotMarkup(part)).join('');
  return text(String(slot)).toString();
}
