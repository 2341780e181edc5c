import { textWidth, type Doc } from './doc.js';

/**
 * Prints a Doc with prettier's algorithm: a stack of commands, each group measured
 * against what remains of the line (including the commands that follow it up to
 * the next possible line break). Trailing spaces are trimmed at every newline.
 */

type Mode = 'flat' | 'break';
interface Command {
  indent: string;
  mode: Mode;
  doc: Doc;
}

const INDENT = '  ';

export function printDoc(doc: Doc, width = 100, startIndent = ''): string {
  const out: string[] = [];
  let column = textWidth(startIndent);
  const stack: Command[] = [{ indent: startIndent, mode: 'break', doc }];
  while (stack.length > 0) {
    const { indent, mode, doc: current } = stack.pop() as Command;
    if (typeof current === 'string') {
      out.push(current);
      column += textWidth(current);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ indent, mode, doc: current[i] as Doc });
      }
    } else if (current.t === 'indent') {
      stack.push({ indent: indent + INDENT, mode, doc: current.contents });
    } else if (current.t === 'ifBreak') {
      stack.push({ indent, mode, doc: mode === 'break' ? current.broken : current.flat });
    } else if (current.t === 'group') {
      const flat = mode === 'flat' || (!current.hard && fits(current.contents, stack, width - column));
      stack.push({ indent, mode: flat ? 'flat' : 'break', doc: current.contents });
    } else if (mode === 'flat' && !current.hard) {
      out.push(current.flat);
      column += current.flat.length;
    } else {
      trimTrailingSpaces(out);
      out.push('\n', indent);
      column = textWidth(indent);
    }
  }
  return out.join('');
}

function trimTrailingSpaces(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1] as string;
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
 * The rest is read from the stack until its first line break in break mode.
 */
function fits(doc: Doc, rest: readonly Command[], remaining: number): boolean {
  const todo: [Mode, Doc][] = [['flat', doc]];
  let restIndex = rest.length - 1;
  while (remaining >= 0) {
    if (todo.length === 0) {
      if (restIndex < 0) return true;
      const next = rest[restIndex--] as Command;
      todo.push([next.mode, next.doc]);
      continue;
    }
    const [mode, current] = todo.pop() as [Mode, Doc];
    if (typeof current === 'string') {
      remaining -= textWidth(current);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) todo.push([mode, current[i] as Doc]);
    } else if (current.t === 'indent') {
      todo.push([mode, current.contents]);
    } else if (current.t === 'ifBreak') {
      todo.push([mode, mode === 'break' ? current.broken : current.flat]);
    } else if (current.t === 'group') {
      todo.push([current.hard ? 'break' : mode, current.contents]);
    } else if (mode === 'break' || current.hard) {
      return true;
    } else {
      remaining -= current.flat.length;
    }
  }
  return false;
}
