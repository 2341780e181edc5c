import { hardline, indent, printDoc, PRINT_WIDTH, type Doc } from './doc.js';
import { newline, trimTrailingSpaces } from './doc-printer.js';

/**
 * A brace block whose entries each start a line one level in: `head {`, every entry
 * followed by `after`, then `}tail` (`head {}tail` when it has none). The same text as
 * printDoc prints for `[head, group(['{', indent([hardline, join([after, hardline],
 * entries)]), after, hardline, '}']), tail]`, where a nested block is such a Doc too.
 *
 * Why: the `operations` table and the client's interfaces have thousands of entries.
 * Printed as one Doc, the whole tree of Docs lived until the last entry was printed, long
 * enough to be promoted to V8's old generation (garbage collection was ~12 ms of GitHub's
 * emit). A block holds hard lines, so it is always broken, and each entry's layout depends
 * only on its own Docs, its indentation and what follows it up to the line's end (`after`):
 * so each entry is made when it is printed, printed alone, and dies young.
 */
export interface Block {
  head: string;
  size: number;
  /**
   * Makes entry `index` (called once, in order): a Doc, or a nested block. `level` is the
   * indentation level its line starts at, for entries that lay themselves out as text.
   */
  entry: (index: number, level: number) => Doc | Block;
  after: string;
  tail: string;
}

export function printBlock(block: Block, width = PRINT_WIDTH): string {
  const out: string[] = [];
  writeBlock(block, width, 0, out);
  return out.join('');
}

/** Appends a block's text to `out`: nested blocks too, so that their text is copied once. */
function writeBlock(block: Block, width: number, level: number, out: string[]): void {
  if (block.size === 0) {
    out.push(`${block.head}{}${block.tail}`);
    return;
  }
  out.push(`${block.head}{`);
  for (let i = 0; i < block.size; i++) {
    const start = out.length;
    const entry = block.entry(i, level + 1);
    if (typeof entry === 'string') {
      // What printDoc prints for a string on its own line, without building its Doc.
      out.push(newline(level + 1), entry, block.after);
    } else if (isBlock(entry)) {
      out.push(newline(level + 1));
      writeBlock(entry, width, level + 1, out);
      out.push(block.after);
    } else {
      out.push(printDoc(indented([hardline, entry, block.after], level + 1), width));
    }
    // A top-level entry's pieces as one string: thousands of small pieces would survive
    // until the table is joined, and copying survivors is most of a collection's cost.
    // Joined first, its last character is read from a flat string: read from a rope (an
    // entry built with `+`), it would make V8 copy the rope flat only to join it again.
    if (level === 0) joinFrom(out, start);
    // Trailing spaces go, as the newline that follows an entry would have trimmed them (an
    // entry starts with its newline, so trimming never reaches an earlier entry).
    trimTrailingSpaces(out);
  }
  out.push(`${newline(level)}}${block.tail}`);
}

function joinFrom(out: string[], start: number): void {
  if (out.length - start < 2) return;
  const joined = out.slice(start).join('');
  out.length = start;
  out.push(joined);
}

function isBlock(entry: Doc | Block): entry is Block {
  return typeof entry === 'object' && 'entry' in entry;
}

function indented(doc: Doc, levels: number): Doc {
  for (let i = 0; i < levels; i++) doc = indent(doc);
  return doc;
}
