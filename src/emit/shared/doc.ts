/**
 * A small layout engine in prettier's own terms (group, indent, line, softline,
 * hardline, ifBreak), so that emitters can print code exactly as prettier would
 * without running prettier. A group is printed flat when it fits in the remaining
 * width, broken otherwise; a group that contains a hard line is always broken (the
 * printer finds that hard line while measuring the group: doc-printer.ts).
 */

export type Doc = string | Doc[] | Group | Indent | Line | IfBreak;

interface Group {
  t: 'group';
  contents: Doc;
}
interface Indent {
  t: 'indent';
  contents: Doc;
}
interface Line {
  t: 'line';
  /** Flat form: '' for softline, ' ' for line. */
  flat: string;
  hard: boolean;
}
interface IfBreak {
  t: 'ifBreak';
  broken: Doc;
  flat: Doc;
}

export const line: Line = { t: 'line', flat: ' ', hard: false };
export const softline: Line = { t: 'line', flat: '', hard: false };
export const hardline: Line = { t: 'line', flat: '', hard: true };

export function group(contents: Doc): Group {
  return { t: 'group', contents };
}

export function indent(contents: Doc): Indent {
  return { t: 'indent', contents };
}

export function ifBreak(broken: Doc, flat: Doc = ''): IfBreak {
  return { t: 'ifBreak', broken, flat };
}

/**
 * Prints nothing and breaks every group around it (prettier's breakParent): an `ifBreak`
 * whose flat side, never printed, is a hard line.
 */
export const breakParent: Doc = ifBreak('', hardline);

export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = new Array<Doc>(docs.length === 0 ? 0 : docs.length * 2 - 1);
  for (let i = 0; i < docs.length; i++) {
    if (i > 0) out[i * 2 - 1] = separator;
    out[i * 2] = docs[i] as Doc;
  }
  return out;
}

/**
 * Parts in sequence, adjacent strings merged: the printer handles one string much
 * faster than an array of small ones, and most members print as a single string.
 * (Indexed loops here and below: without the optimising compiler a `for…of` allocates a
 * result object per element; with `some` a call per element.)
 */
export function concat(parts: readonly Doc[]): Doc {
  let out: Doc[] | undefined;
  let text = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Doc;
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    out ??= [];
    if (text !== '') out.push(text);
    text = '';
    out.push(part);
  }
  if (out === undefined) return text;
  if (text !== '') out.push(text);
  return out.length === 1 ? (out[0] as Doc) : out;
}

/**
 * True when the doc holds a hard line anywhere, both sides of every `ifBreak` included (so
 * every group around it breaks, as prettier's propagateBreaks decides). The printer asks only
 * for an `ifBreak`'s broken side, the one part of a group its measuring walk does not visit.
 */
export function hasHardLine(doc: Doc): boolean {
  if (typeof doc === 'string') return false;
  if (Array.isArray(doc)) {
    for (let i = 0; i < doc.length; i++) if (hasHardLine(doc[i] as Doc)) return true;
    return false;
  }
  switch (doc.t) {
    case 'group':
    case 'indent':
      return hasHardLine(doc.contents);
    case 'line':
      return doc.hard;
    case 'ifBreak':
      return hasHardLine(doc.broken) || hasHardLine(doc.flat);
  }
}

/**
 * The one print width of generated code (prettier's `printWidth`): the layout engine, the
 * emitters' own fit tests and `--format`'s default style all use it.
 */
export const PRINT_WIDTH = 100;

/** Whether `text` (one line) fits in the print width, counting display columns. */
export function fitsWidth(text: string): boolean {
  return textWidth(text) <= PRINT_WIDTH;
}

// The UTF-16 units that start a wide character (isWide's BMP ranges) or a surrogate pair
// (an astral character: one column or two, in two units). Text without them is one column
// per unit, and so is most text with typographic characters (’, —, ·), which must not take
// the slow path below.
const WIDE_CANDIDATE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\ud800-\udfff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Display width as prettier counts it: East Asian wide characters count twice. */
export function textWidth(text: string): number {
  if (!WIDE_CANDIDATE.test(text)) return text.length;
  let width = 0;
  for (const char of text) width += isWide(char.codePointAt(0) ?? 0) ? 2 : 1;
  return width;
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/**
 * Width of what a doc prints before its first possible line break, every group taken
 * as broken: how prettier measures whether an assignment's right side starts on its line.
 */
export function firstLine(doc: Doc): number {
  let width = 0;
  const todo: Doc[] = [doc];
  while (todo.length > 0) {
    const current = todo.pop() as Doc;
    if (typeof current === 'string') width += textWidth(current);
    else if (Array.isArray(current))
      for (let i = current.length - 1; i >= 0; i--) todo.push(current[i] as Doc);
    else if (current.t === 'line') return width;
    else if (current.t === 'ifBreak') todo.push(current.broken);
    else todo.push(current.contents);
  }
  return width;
}

export { printDoc } from './doc-printer.js';
