import { PRINT_WIDTH, textWidth, type Doc } from './doc.js';

/**
 * Prints a Doc with prettier's algorithm: a stack of commands, each group measured
 * against what remains of the line (including the commands that follow it up to
 * the next possible line break). Trailing spaces are trimmed at every newline.
 * The stack is three parallel arrays: this runs over megabytes of output, and one
 * object per command would be most of its cost.
 */

const FLAT = 0;
const BREAK = 1;
type Mode = typeof FLAT | typeof BREAK;

const INDENT = '  ';

export function printDoc(doc: Doc, width = PRINT_WIDTH): string {
  const out: string[] = [];
  let column = 0;
  const indents: string[] = [''];
  const modes: Mode[] = [BREAK];
  const docs: Doc[] = [doc];
  while (docs.length > 0) {
    const indent = indents.pop() as string;
    const mode = modes.pop() as Mode;
    const current = docs.pop() as Doc;
    if (typeof current === 'string') {
      out.push(current);
      column += textWidth(current);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        indents.push(indent);
        modes.push(mode);
        docs.push(current[i] as Doc);
      }
    } else if (current.t === 'indent') {
      indents.push(indent + INDENT);
      modes.push(mode);
      docs.push(current.contents);
    } else if (current.t === 'ifBreak') {
      indents.push(indent);
      modes.push(mode);
      docs.push(mode === BREAK ? current.broken : current.flat);
    } else if (current.t === 'group') {
      const flat =
        mode === FLAT || (!current.hard && fits(current.contents, modes, docs, width - column));
      indents.push(indent);
      modes.push(flat ? FLAT : BREAK);
      docs.push(current.contents);
    } else if (mode === FLAT && !current.hard) {
      out.push(current.flat);
      column += current.flat.length;
    } else {
      trimTrailingSpaces(out);
      out.push('\n', indent);
      column = indent.length;
    }
  }
  return out.join('');
}

function trimTrailingSpaces(out: string[]): void {
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

/**
 * Whether `doc`, printed flat, and the rest of the current line fit in `remaining`.
 * The rest is read from the stack until its first line break in break mode. A flat line
 * is a space (`line`) or nothing (`softline`): the emitters make no other.
 */
function fits(
  doc: Doc,
  restModes: readonly Mode[],
  restDocs: readonly Doc[],
  remaining: number,
): boolean {
  const modes: Mode[] = [FLAT];
  const docs: Doc[] = [doc];
  let restIndex = restDocs.length - 1;
  // A flat line's space counts only once text follows it: at the end of a line it is
  // trimmed (prettier 3.10's `hasPendingSpace`).
  let pendingSpace = false;
  while (remaining >= 0) {
    if (docs.length === 0) {
      if (restIndex < 0) return true;
      modes.push(restModes[restIndex] as Mode);
      docs.push(restDocs[restIndex--] as Doc);
      continue;
    }
    const mode = modes.pop() as Mode;
    const current = docs.pop() as Doc;
    if (typeof current === 'string') {
      if (current !== '') remaining -= textWidth(current) + (pendingSpace ? 1 : 0);
      pendingSpace &&= current === '';
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        modes.push(mode);
        docs.push(current[i] as Doc);
      }
    } else if (current.t === 'indent') {
      modes.push(mode);
      docs.push(current.contents);
    } else if (current.t === 'ifBreak') {
      modes.push(mode);
      docs.push(mode === BREAK ? current.broken : current.flat);
    } else if (current.t === 'group') {
      modes.push(current.hard ? BREAK : mode);
      docs.push(current.contents);
    } else if (mode === BREAK || current.hard) {
      return true;
    } else {
      pendingSpace ||= current.flat !== '';
    }
  }
  return false;
}
