import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomDocs, randomWords } from '../../helpers/random-doc.js';
import {
  group,
  hardline,
  ifBreak,
  indent,
  line,
  printDoc,
  softline,
  textWidth,
  type Doc,
} from '../../../src/emit/shared/doc.js';
import { flatLine, newline } from '../../../src/emit/shared/doc-printer.js';
import { printBlock } from '../../../src/emit/shared/doc-block.js';
import {
  expandedObjectBlock,
  expandedObjectEntry,
  objectLiteral,
  type LiteralProperty,
} from '../../../src/emit/shared/literal.js';
import {
  docComment,
  propertyKey,
  stringLiteral,
  trusted,
} from '../../../src/emit/shared/escape.js';
import {
  aliasDoc,
  aliasText,
  interfaceText,
  objectDoc,
} from '../../../src/emit/shared/print-type.js';
import { operationEntry, operationsTable } from '../../../src/emit/client/table.js';
import { methodLineDoc, methodLineText } from '../../../src/emit/client/method-line.js';
import { apiModel, arr, body, media, operation, param, str } from '../../../src/ir/factories.js';
import {
  tsArray,
  tsGeneric,
  tsName,
  tsUnion,
  type TsMember,
  type TsType,
} from '../../../src/emit/shared/ts-type.js';

/**
 * The emitters' text paths (issue 31): where a layout is known without printing, they write
 * the text instead of building and printing a Doc. Each must print what the Doc prints.
 */
const PIECES = ['x1', 'key', ...'ab_(, 漢字한Ａ😀’—'];
const word = randomWords(PIECES);
const randomDoc = randomDocs(PIECES);

describe('flatLine (doc-printer.ts)', () => {
  it('is what printDoc prints for any Doc whose flat line fits', () => {
    let used = 0;
    fc.assert(
      fc.property(randomDoc, fc.integer({ min: 0, max: 40 }), (doc, width) => {
        const flat = flatLine(doc);
        if (flat === undefined || textWidth(flat) > width) return;
        used++;
        expect(printDoc(doc, width)).toBe(flat);
      }),
      { numRuns: 20000 },
    );
    expect(used).toBeGreaterThan(300);
  });

  it('refuses what cannot print as one line: a hard line, a line outside every group, a trailing space', () => {
    expect(flatLine(['f(', group([indent([softline, 'a,', line, 'b']), softline]), ')'])).toBe(
      'f(a, b)',
    );
    expect(flatLine(group(['a', hardline, 'b']))).toBeUndefined();
    expect(flatLine(['a', line, 'b'])).toBeUndefined();
    expect(flatLine(group(['a', line]))).toBeUndefined();
    expect(flatLine(group(['a', ifBreak(hardline, ',')]))).toBeUndefined();
    // CI's counterexample (seed 1011043591): measuring the first group reads the second
    // broken, `x1` wider than its flat nothing, so printDoc breaks the first group at width 3.
    const laterWider = [group(line), 'x1', group(ifBreak('x1', ''))];
    expect(printDoc(laterWider, 3)).toBe('\nx1');
    expect(flatLine(laterWider)).toBeUndefined();
    expect(flatLine([group(line), 'x1', group(ifBreak('', 'x1'))])).toBe(' x1x1');
  });
});

const property = fc.record({
  key: fc.oneof(word, fc.constantFrom('id', 'method', 'a_much_longer_key_name')),
  value: fc.oneof(
    // Lengths around the print width, with and without a two-column character.
    fc
      .tuple(fc.integer({ min: 70, max: 100 }), fc.constantFrom('', '漢', '’'))
      .map(([length, extra]) => ({
        text: stringLiteral(extra + 'v'.repeat(length)),
        isString: true,
      })),
    fc.string({ maxLength: 20 }).map((text) => ({ text: stringLiteral(text), isString: true })),
    fc.constantFrom({ text: 'true', isString: false }),
  ),
  nested: fc.boolean(),
});

describe('expandedObjectBlock (literal.ts)', () => {
  it("prints what objectLiteral's expanded Doc prints, values near the width included", () => {
    fc.assert(
      fc.property(fc.array(property, { maxLength: 6 }), word, (made, head) => {
        const properties: LiteralProperty[] = made.map(({ key, value, nested }) => ({
          key: trusted(key === '' ? 'k' : key),
          value: nested ? group(['[', indent([softline, value.text]), softline, ']']) : value.text,
          isString: !nested && value.isString,
        }));
        const block = { head: `${head}: `, size: 1, after: ',', tail: '' };
        const asBlock = printBlock({
          ...block,
          entry: () => expandedObjectBlock(`x: `, properties, ''),
        });
        const asDoc = printBlock({
          ...block,
          entry: () => ['x: ', objectLiteral(properties, true)],
        });
        expect(asBlock).toBe(asDoc);
        const asEntry = printBlock({
          ...block,
          entry: (index, level) => expandedObjectEntry('x: ', properties, '', level),
        });
        expect(asEntry).toBe(asDoc);
      }),
      { numRuns: 2000 },
    );
  });
});

const typeName = fc
  .tuple(fc.constantFrom('Job', 'JobListResult', 'A漢字', 'X'), fc.integer({ min: 0, max: 60 }))
  .map(([name, pad]) => tsName(trusted(name + 'N'.repeat(pad))));
const { type: randomType } = fc.letrec<{ type: TsType }>((tie) => ({
  type: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    typeName,
    fc.array(typeName, { minLength: 2, maxLength: 4 }).map((types) => tsUnion(types)),
    tie('type').map((item) => tsArray(item)),
    fc
      .array(tie('type'), { minLength: 1, maxLength: 2 })
      .map((args) => tsGeneric(trusted('Pick'), args)),
  ),
}));
const member = fc.record({
  key: fc.constantFrom('id', 'state', 'a_longer_member_name'),
  optional: fc.boolean(),
  readonly: fc.boolean(),
  type: randomType,
  comment: fc.constantFrom([], ['One line.'], ['Two', '', 'paragraphs  '], ['ends */ early']),
});

describe('interfaceText (print-type.ts)', () => {
  it("prints what the interface's Doc prints, members too wide for one line included", () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 5 }), (made) => {
        const members = made.map((m): TsMember => ({
          ...m,
          key: trusted(m.key),
          comment: [...m.comment],
        }));
        const expected = printDoc(['export interface T ', objectDoc(members)]);
        expect(interfaceText('T', members)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('aliasText (print-type.ts)', () => {
  it('prints what the alias Doc prints, types too wide for one line included', () => {
    fc.assert(
      fc.property(randomType, fc.integer({ min: 1, max: 70 }), (type, length) => {
        const name = 'A'.repeat(length);
        expect(aliasText(name, type)).toBe(printDoc(aliasDoc(name, type)));
      }),
      { numRuns: 2000 },
    );
  });
});

// Texts of every width around the print width's reach, with a two-column character or not.
const padded = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom('', '漢', "'"))
  .map(([length, extra]) => extra + 'p'.repeat(length));
const randomOperation = fc
  .record({
    id: padded,
    path: padded,
    params: fc.array(fc.tuple(padded, fc.boolean()), { maxLength: 3 }),
    mediaType: fc.option(padded.map((text) => `application/${text}`)),
  })
  .map(({ id, path, params, mediaType }) =>
    operation({
      id,
      path: `/${path}`,
      parameters: params.map(([name, isArray]) =>
        param(name, 'query', isArray ? arr(str()) : str(), { arrayFormat: 'csv' }),
      ),
      ...(mediaType !== null && { body: body(str(), { contents: [media(str(), mediaType)] }) }),
    }),
  );

describe('operationsTable (client/table.ts)', () => {
  it("prints what the table's Doc prints, entries whose values break included", () => {
    fc.assert(
      fc.property(fc.array(randomOperation, { maxLength: 3 }), padded, (operations, name) => {
        const model = apiModel({ operations });
        const paths = new Map(operations.map((op) => [op.id, name]));
        const table = objectLiteral(
          model.operations.map((op) => ({
            key: propertyKey(op.id),
            value: operationEntry(op, name),
          })),
          true,
        );
        const tail = ' as const satisfies Record<string, OperationInfo>;';
        const expected = printDoc(['export const operations = ', table, tail]);
        const comment = docComment(['Every operation of the document, keyed by operationId.']);
        expect(operationsTable(model, paths)).toBe(comment + expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('methodLineText (client/method-line.ts)', () => {
  it('prints what the Doc of a method line prints at its level, broken or not', () => {
    fc.assert(
      fc.property(
        fc.record({
          head: fc.constantFrom('get', 'list: '),
          items: fc.array(padded, { minLength: 1, maxLength: 3 }),
          trailing: fc.boolean(),
          tail: padded.map((text) => `: Promise<${text}>;`),
        }),
        fc.integer({ min: 0, max: 4 }),
        (made, level) => {
          const method = { ...made, open: '(', close: ')' };
          const doc = indentedAt([hardline, methodLineDoc(method)], level);
          expect(newline(level) + methodLineText(method, level)).toBe(printDoc(doc));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

function indentedAt(doc: Doc, level: number): Doc {
  return level === 0 ? doc : indentedAt(indent(doc), level - 1);
}
