import fc from 'fast-check';
import {
  group,
  hardline,
  ifBreak,
  indent,
  line,
  softline,
  type Doc,
} from '../../src/emit/shared/doc.js';

/** Words of up to six `pieces` (give one- and two-column characters to test widths). */
export function randomWords(pieces: readonly string[]): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...pieces), { maxLength: 6 }).map((parts) => parts.join(''));
}

/**
 * Random Docs for the layout engine's property tests: `randomWords` of `pieces`, line breaks of every kind, groups, indents and
 * `ifBreak`, nested to a small depth.
 */
export function randomDocs(pieces: readonly string[]): fc.Arbitrary<Doc> {
  const word = randomWords(pieces);
  return fc.letrec<{ doc: Doc }>((tie) => ({
    doc: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      word,
      fc.constantFrom<Doc>(line, softline, hardline),
      fc.array(tie('doc'), { maxLength: 5 }),
      tie('doc').map((contents) => group(contents)),
      tie('doc').map((contents) => indent(contents)),
      fc.tuple(tie('doc'), tie('doc')).map(([broken, flat]) => ifBreak(broken, flat)),
    ),
  })).doc;
}
