import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomDocs, randomWords } from '../../helpers/random-doc.js';
import { builders, printer } from 'prettier/doc';
import {
  group,
  hardline,
  ifBreak,
  indent,
  line,
  printDoc,
  softline,
  textWidth,
  join,
  type Doc,
} from '../../../src/emit/shared/doc.js';
import { printBlock, type Block } from '../../../src/emit/shared/doc-block.js';
import { toPrettierDoc } from '../../helpers/prettier-doc.mjs';

/**
 * Our layout engine is a copy of prettier's printer, kept because it is ~2.5× faster on the
 * emitters' real Docs and loads in a quarter of the time (bench/README.md, "Printer"). This
 * holds it to prettier's output on random Docs: any Doc, any width, wide characters included.
 */
function prettierPrint(doc: Doc, width: number): string {
  const options = { printWidth: width, tabWidth: 2, useTabs: false };
  return printer.printDocToString(toPrettierDoc(builders, doc), options).formatted;
}

// Words with one- and two-column characters (CJK, Hangul, fullwidth forms, emoji), and
// one-column ones above U+1100 (typographic quotes and dashes, a mathematical letter).
const PIECES = ['x1', ...'ab_(, 漢字한Ａ😀🚀’—𝐀']; // a string spreads into its characters
const word = randomWords(PIECES);
const randomDoc = randomDocs(PIECES);

describe('the layout engine (src/emit/shared/doc-printer.ts) against prettier/doc', () => {
  it('prints every random Doc as prettier does, at any width', () => {
    fc.assert(
      fc.property(randomDoc, fc.integer({ min: 0, max: 40 }), (doc, width) => {
        expect(printDoc(doc, width)).toBe(prettierPrint(doc, width));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts wide characters as two columns, as prettier does', () => {
    expect(textWidth('漢字')).toBe(4);
    expect(textWidth('😀')).toBe(2);
    expect(textWidth('’—…𝐀')).toBe(4);
    const doc = group(['f(', indent([softline, '漢字漢字']), softline, ')']);
    // `f(漢字漢字)` is 11 columns (and 7 UTF-16 code units).
    expect(printDoc(doc, 10)).toBe('f(\n  漢字漢字\n)');
    expect(printDoc(doc, 11)).toBe('f(漢字漢字)');
    expect(printDoc(doc, 10)).toBe(prettierPrint(doc, 10));
  });

  it("breaks a group whose only hard line is where measuring does not walk: an ifBreak's broken side", () => {
    // The group fits flat ('ab'), but prettier breaks every group holding a hard line, on
    // either side of an ifBreak (its propagateBreaks); the printer finds that line only by
    // asking, as it measures the flat side.
    const doc = group(['a', ifBreak(['x', hardline], ''), softline, 'b']);
    expect(printDoc(doc, 40)).toBe(prettierPrint(doc, 40));
    expect(printDoc(doc, 40)).toBe('ax\n\nb');
  });

  it('breaks a group whose hard line comes after more text than the width', () => {
    const doc = group(['f(', indent([softline, 'x'.repeat(30), line, 'y', hardline, 'z']), ')']);
    expect(printDoc(doc, 20)).toBe(prettierPrint(doc, 20));
    expect(printDoc(doc, 80)).toBe(prettierPrint(doc, 80));
  });

  it('counts an astral one-column character once while measuring (two UTF-16 units)', () => {
    // `x1x1𝐀x1` is 7 columns, 8 units: the inner group does not fit, and nothing is lost.
    const doc = group(indent([group('x1x1𝐀'), 'x1']));
    expect(printDoc(doc, 5)).toBe('x1x1𝐀x1');
    expect(printDoc(doc, 5)).toBe(prettierPrint(doc, 5));
  });
});

// A block (doc-block.ts) and the one Doc it stands for, built from the same random parts.
interface RandomBlock {
  head: string;
  entries: (Doc | RandomBlock)[];
  after: string;
  tail: string;
}
const isRandomBlock = (entry: Doc | RandomBlock): entry is RandomBlock =>
  typeof entry === 'object' && !Array.isArray(entry) && 'entries' in entry;

const { block: randomBlock } = fc.letrec<{ block: RandomBlock }>((tie) => ({
  block: fc.record({
    head: word,
    entries: fc.array(fc.oneof({ depthSize: 'small' }, randomDoc, tie('block')), { maxLength: 4 }),
    after: fc.constantFrom('', ','),
    tail: word,
  }),
}));

function asBlock(random: RandomBlock): Block {
  const entry = (index: number) => {
    const made = random.entries[index] as Doc | RandomBlock;
    return isRandomBlock(made) ? asBlock(made) : made;
  };
  return {
    head: random.head,
    size: random.entries.length,
    entry,
    after: random.after,
    tail: random.tail,
  };
}

function asDoc(random: RandomBlock): Doc {
  const entries = random.entries.map((made) => (isRandomBlock(made) ? asDoc(made) : made));
  if (entries.length === 0) return [random.head, '{}', random.tail];
  const { after } = random;
  const body = ['{', indent([hardline, join([after, hardline], entries)]), after, hardline, '}'];
  return [random.head, group(body), random.tail];
}

describe('a block (src/emit/shared/doc-block.ts), entry by entry', () => {
  it('prints what printDoc prints for the whole block as one Doc', () => {
    fc.assert(
      fc.property(randomBlock, fc.integer({ min: 0, max: 40 }), (block, width) => {
        expect(printBlock(asBlock(block), width)).toBe(printDoc(asDoc(block), width));
      }),
      { numRuns: 2000 },
    );
  });
});
