import { hasHardLine, PRINT_WIDTH, textWidth, type Doc } from './doc.js';

/**
 * Prints a Doc with prettier's algorithm: a stack of commands, each group measured
 * against what remains of the line (including the commands that follow it up to
 * the next possible line break). Trailing spaces are trimmed at every newline.
 *
 * Only broken content goes through the stack: measuring a group walks its contents flat
 * and keeps the text it would print, so a group that fits is printed from that text, not
 * walked a second time. Nothing on the stack is then ever flat (a flat group cannot hold
 * a broken one: a group with a hard line is never flat), so every line on it is a newline
 * and every `ifBreak` takes its broken side. This runs over megabytes of output, in code
 * that V8 does not optimise (src/cli/v8-tuning.ts): each node walked costs.
 */

export function printDoc(doc: Doc, width = PRINT_WIDTH): string {
  const out: string[] = [];
  // The column, kept in UTF-16 units and corrected for wide characters only when a group is
  // measured: `out` from index `checked` on is not counted in `wide` yet. Why: testing every
  // piece made V8 flatten each joined string it met (a copy of the output, ~2.6 MB on Stripe),
  // and most lines hold no group.
  let units = 0;
  let wide = 0;
  let checked = 0;
  let level = 0;
  let top = 0;
  docs[top++] = doc;
  while (top > 0) {
    const current = docs[--top] as Stacked;
    if (typeof current === 'string') {
      out.push(current);
      units += current.length;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) docs[top++] = current[i] as Doc;
    } else if (current === DEDENT) {
      level--;
    } else if (current.t === 'group') {
      for (; checked < out.length; checked++) {
        const piece = out[checked] as string;
        wide += textWidth(piece) - piece.length;
      }
      const flat = flatText(current.contents, top, width - units - wide);
      if (flat === undefined) docs[top++] = current.contents;
      else {
        out.push(flat);
        units += flat.length;
      }
    } else if (current.t === 'indent') {
      level++;
      docs[top++] = DEDENT;
      docs[top++] = current.contents;
    } else if (current.t === 'ifBreak') {
      docs[top++] = current.broken;
    } else {
      trimTrailingSpaces(out);
      out.push(newline(level));
      units = level * INDENT.length;
      wide = 0;
      checked = out.length;
    }
  }
  return out.join('');
}

/**
 * Marks where an indent's contents end on the stack: the level is one counter, not a copy
 * per stacked command. Measuring skips it (it prints nothing).
 */
const DEDENT = { t: 'dedent' } as const;
type Stacked = Doc | typeof DEDENT;

const INDENT = '  ';
// A newline and its indentation, one string per level: most lines start with one.
const NEWLINES: string[] = [];

/** A newline and the indentation of `level` (also doc-block.ts's, so both indent alike). */
export function newline(level: number): string {
  for (let i = NEWLINES.length; i <= level; i++) NEWLINES.push(`\n${INDENT.repeat(i)}`);
  return NEWLINES[level] as string;
}

/**
 * What printDoc prints for a list group `[open, indent([softline, join([',', line], items)]),
 * ifBreak(','), softline, close]` that breaks on a line starting at `level`: each item on a
 * line of its own one level in, the last followed by a comma when `trailingComma`.
 */
export function brokenListText(
  open: string,
  items: readonly string[],
  close: string,
  level: number,
  trailingComma: boolean,
): string {
  const inner = newline(level + 1);
  const comma = trailingComma ? ',' : '';
  return `${open}${inner}${items.join(`,${inner}`)}${comma}${newline(level)}${close}`;
}

/** Trims the spaces and tabs that end the text in `out` (the pieces printed so far). */
export function trimTrailingSpaces(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1] as string;
    const end = last.charCodeAt(last.length - 1);
    if (last.length > 0 && end !== 32 && end !== 9) return;
    const trimmed = last.replace(/[ \t]+$/, '');
    if (trimmed.length > 0) {
      out[out.length - 1] = trimmed;
      return;
    }
    out.pop();
  }
}

/*
 * The printer's stack and the measure's, shared by every call (printDoc does not nest), each
 * with its own height: an array emptied with `length = 0` gives its storage back, and growing
 * it again on every call was ~7 MB of Stripe's allocations. What lies above a height is stale.
 */
const docs: Stacked[] = [];
const todo: Doc[] = [];

/**
 * What `doc` prints flat, when it and the rest of the current line (read from the printer's
 * stack below `restTop`, up to its first line break) fit in `remaining`; undefined when they do not.
 * Widths are counted in UTF-16 units while walking and recounted in columns (textWidth)
 * only when the count runs out or the walk ends: the two differ only for wide characters
 * (one unit, two columns) and astral ones (two units, one or two columns), so the count
 * is corrected, not trusted, before giving up. A flat line is a space (`line`) or nothing
 * (`softline`): the emitters make no other.
 *
 * A hard line anywhere in `doc` (an `ifBreak`'s broken side included) means the group never
 * prints flat: the walk stops there, or sooner when the width runs out. Found here rather
 * than when the group is made, because a walk that stops at the line's end (or at the hard
 * line) costs less than walking every group's contents once more when it is built (~9 ms of
 * GitHub's types and client).
 */
function flatText(doc: Doc, restTop: number, remaining: number): string | undefined {
  let text = '';
  // Columns minus units of `text` at its last recount, already taken from `remaining`.
  let counted = 0;
  // A flat line's space counts only once text follows it: at the end of a line it is
  // trimmed (prettier 3.10's `hasPendingSpace`).
  let pendingSpace = false;
  let top = 0;
  todo[top++] = doc;
  while (top > 0) {
    if (remaining < 0) {
      const columnsOverUnits = textWidth(text) - text.length;
      remaining -= columnsOverUnits - counted;
      counted = columnsOverUnits;
      if (remaining < 0) return undefined;
    }
    const current = todo[--top] as Doc;
    if (typeof current === 'string') {
      if (current === '') continue;
      remaining -= current.length + (pendingSpace ? 1 : 0);
      pendingSpace = false;
      text += current;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) todo[top++] = current[i] as Doc;
    } else if (current.t === 'ifBreak') {
      if (hasHardLine(current.broken)) return undefined;
      todo[top++] = current.flat;
    } else if (current.t === 'line') {
      if (current.hard) return undefined;
      pendingSpace ||= current.flat !== '';
      text += current.flat;
    } else {
      todo[top++] = current.contents;
    }
  }
  remaining -= textWidth(text) - text.length - counted;
  return remaining >= 0 && restFits(restTop, remaining, pendingSpace) ? text : undefined;
}

/**
 * Whether the commands after a flat group, all broken, fit up to their first line: the
 * printer's stack below `restTop`, read from the top down.
 */
function restFits(restTop: number, remaining: number, pendingSpace: boolean): boolean {
  let restIndex = restTop - 1;
  let top = 0;
  while (remaining >= 0) {
    if (top === 0) {
      if (restIndex < 0) return true;
      const next = docs[restIndex--] as Stacked;
      if (next !== DEDENT) todo[top++] = next as Doc;
      continue;
    }
    const current = todo[--top] as Doc;
    if (typeof current === 'string') {
      if (current === '') continue;
      remaining -= textWidth(current) + (pendingSpace ? 1 : 0);
      pendingSpace = false;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) todo[top++] = current[i] as Doc;
    } else if (current.t === 'ifBreak') {
      todo[top++] = current.broken;
    } else if (current.t === 'line') {
      return true;
    } else {
      todo[top++] = current.contents;
    }
  }
  return false;
}

/**
 * The text of a one-line Doc printed flat, for callers that know where the line starts:
 * when it fits there (`textWidth(text) <= room`), printDoc prints exactly this text, since
 * every group on the line then fits. Undefined when the Doc cannot print as this one line
 * whatever the width: a hard line, or a line or `ifBreak` outside every group (those follow
 * the enclosing broken layout), a trailing space printDoc would trim, or a group whose
 * measure reads more than the line holds (`restReadsNoWider`).
 */
export function flatLine(doc: Doc): string | undefined {
  const parts: string[] = [];
  if (!flatParts(doc, false, parts)) return undefined;
  const text = parts.join('');
  const end = text.charCodeAt(text.length - 1);
  if (end === 32 || end === 9 || !restReadsNoWider(doc)) return undefined;
  return text;
}

/**
 * Whether each group outside every group is measured at no more than the flat line's width.
 * The printer measures such a group flat plus what follows it read broken, up to its first
 * line: there an `ifBreak` reads its broken side, which may be wider than the flat one
 * (`group(line), 'x', group(ifBreak('xx', ''))` breaks its first group at width 3). So the
 * broken reading of what follows each outer group must be no wider than its flat reading.
 */
function restReadsNoWider(doc: Doc): boolean {
  const outer: Doc[] = [];
  outerItems(doc, outer);
  let flatWidth = 0;
  let brokenWidth = 0;
  // Both widths are of the outer items after `i`, read from the end of the line.
  for (let i = outer.length - 1; i >= 0; i--) {
    const item = outer[i] as Doc;
    if (typeof item !== 'string' && brokenWidth > flatWidth) return false;
    const parts: string[] = [];
    flatParts(item, true, parts);
    flatWidth += textWidth(parts.join(''));
    const broken = { width: 0, stopped: false };
    readBroken(item, broken);
    brokenWidth = broken.stopped ? broken.width : broken.width + brokenWidth;
  }
  return true;
}

/** The strings and groups of a Doc that lie outside every group, in order. */
function outerItems(doc: Doc, out: Doc[]): void {
  if (Array.isArray(doc)) for (const item of doc) outerItems(item, out);
  else if (typeof doc !== 'string' && doc.t === 'indent') outerItems(doc.contents, out);
  else out.push(doc);
}

/** Adds to `read.width` what `doc` prints broken up to its first line, where it stops. */
function readBroken(doc: Doc, read: { width: number; stopped: boolean }): void {
  if (read.stopped) return;
  if (typeof doc === 'string') read.width += textWidth(doc);
  else if (Array.isArray(doc)) for (const item of doc) readBroken(item, read);
  else if (doc.t === 'line') read.stopped = true;
  else readBroken(doc.t === 'ifBreak' ? doc.broken : doc.contents, read);
}

function flatParts(doc: Doc, inGroup: boolean, parts: string[]): boolean {
  if (typeof doc === 'string') {
    if (doc.includes('\n')) return false;
    parts.push(doc);
    return true;
  }
  if (Array.isArray(doc)) {
    for (let i = 0; i < doc.length; i++)
      if (!flatParts(doc[i] as Doc, inGroup, parts)) return false;
    return true;
  }
  switch (doc.t) {
    case 'group':
      return flatParts(doc.contents, true, parts);
    case 'indent':
      return flatParts(doc.contents, inGroup, parts);
    case 'line':
      if (doc.hard || !inGroup) return false;
      parts.push(doc.flat);
      return true;
    case 'ifBreak':
      return inGroup && !hasHardLine(doc.broken) && flatParts(doc.flat, true, parts);
  }
}
