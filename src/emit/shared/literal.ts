import {
  concat,
  group,
  hardline,
  ifBreak,
  indent,
  join,
  line,
  PRINT_WIDTH,
  softline,
  textWidth,
  type Doc,
} from './doc.js';
import { printBlock, type Block } from './doc-block.js';
import { newline } from './doc-printer.js';
import type { Code } from './escape.js';

/**
 * Object and array literals in prettier's layout. An object written with a newline
 * after `{` stays expanded in prettier, so `expanded` objects are always broken;
 * others break only when they do not fit. A string value that does not fit moves
 * to the next line (prettier's break-after-operator layout) unless its key is short.
 */
export interface LiteralProperty {
  key: Code;
  value: Doc;
  /** The value is a string literal (it may move below its key). */
  isString?: boolean;
  /** JSDoc block (ending in a newline) printed above the property. */
  comment?: Code;
}

export function propertyDoc(property: LiteralProperty): Doc {
  const breakable = isBreakable(property);
  const value = group(indent([line, property.value]));
  const head = breakable
    ? [property.key, ':', value]
    : concat([property.key, ': ', property.value]);
  if (!property.comment) return head;
  return [join(hardline, property.comment.replace(/\n$/, '').split('\n')), hardline, head];
}

// prettier never moves a value below a key narrower than 5 columns (tabWidth + 3).
function isBreakable(property: LiteralProperty): boolean {
  return property.isString === true && textWidth(property.key) >= 5;
}

/**
 * A property as the entry of a block (doc-block.ts) whose line starts at `level` and ends
 * in `after`: its printed text when a plain value's layout is known without measuring (a
 * key and a value that are both text, kept on one line when the line fits), else its Doc.
 * Tables print thousands of such properties; a Doc for each was most of their cost.
 */
function propertyEntry(property: LiteralProperty, level: number, after: string): Doc {
  const { key, value } = property;
  if (property.comment || typeof value !== 'string') return propertyDoc(property);
  const text = `${key}: ${value}`;
  if (!isBreakable(property)) return text;
  return fitsAt(level, text, after) ? text : propertyDoc(property);
}

/**
 * `head` and `objectLiteral(properties, true)` and `tail` as a block, each property an
 * entry (`propertyEntry`): the same text, without the object's Doc.
 */
export function expandedObjectBlock(
  head: string,
  properties: readonly LiteralProperty[],
  tail: string,
): Block {
  const entry = (index: number, level: number): Doc =>
    propertyEntry(properties[index] as LiteralProperty, level, ',');
  return { head, size: properties.length, entry, after: ',', tail };
}

/**
 * `expandedObjectBlock` as the entry of a block whose line starts at `level`: its printed
 * text when every property prints as text (`propertyEntry`), so that a table entry is one
 * string, without a nested block's pieces to print and join; else the block.
 */
export function expandedObjectEntry(
  head: string,
  properties: readonly LiteralProperty[],
  tail: string,
  level: number,
): string | Block {
  if (properties.length === 0) return `${head}{}${tail}`;
  const inner = newline(level + 1);
  let text = `${head}{`;
  for (let i = 0; i < properties.length; i++) {
    const entry = propertyEntry(properties[i] as LiteralProperty, level + 1, ',');
    if (typeof entry !== 'string') return expandedObjectBlock(head, properties, tail);
    text += `${inner}${entry},`;
  }
  return `${text}${newline(level)}}${tail}`;
}

/**
 * What `objectLiteral(properties, false)` prints on one line (`{ name: 'id', in: 'path' }`),
 * when every value is one line of text and no property has a comment; else undefined. A
 * value that may move below its key (`isString`) stays beside it on the one line.
 */
export function flatObjectText(properties: readonly LiteralProperty[]): string | undefined {
  if (properties.length === 0) return '{}';
  let text = '{ ';
  for (let i = 0; i < properties.length; i++) {
    const { key, value, comment } = properties[i] as LiteralProperty;
    if (comment || typeof value !== 'string' || value.includes('\n')) return undefined;
    text += `${i > 0 ? ', ' : ''}${key}: ${value}`;
  }
  return `${text} }`;
}

/**
 * Whether `text` (one line) fits on a line starting at `level` followed by `after`: for a
 * property whose value is a group (or a method line's list), the group prints flat exactly then.
 */
export function fitsAt(level: number, text: string, after: string): boolean {
  return level * 2 + textWidth(text) + textWidth(after) <= PRINT_WIDTH;
}

export function objectLiteral(properties: readonly LiteralProperty[], expanded: boolean): Doc {
  if (properties.length === 0) return '{}';
  const body = join([',', line], properties.map(propertyDoc));
  if (expanded) return group(['{', indent([hardline, body]), ',', hardline, '}']);
  return group(['{', indent([line, body]), ifBreak(','), line, '}']);
}

/**
 * `head`, `objectLiteral(properties, true)` and `tail` as printed text, made and printed
 * one property at a time (doc-block.ts): for tables with thousands of entries.
 */
export function printExpandedObject<T>(
  head: string,
  values: readonly T[],
  propertyOf: (value: T) => LiteralProperty,
  tail: string,
): string {
  const entry = (index: number, level: number): Doc =>
    propertyEntry(propertyOf(values[index] as T), level, ',');
  return printBlock({ head, size: values.length, entry, after: ',', tail });
}

/**
 * prettier breaks an array of two or more objects that each have more than one
 * property (its "concisely printed" rule is for numbers only).
 */
export function arrayLiteral(items: readonly Doc[], objectSizes?: readonly number[]): Doc {
  if (items.length === 0) return '[]';
  const mustBreak =
    items.length > 1 && objectSizes !== undefined && objectSizes.every((size) => size > 1);
  const body = join([',', line], items);
  if (mustBreak) return group(['[', indent([hardline, body]), ',', hardline, ']']);
  return group(['[', indent([softline, body]), ifBreak(','), softline, ']']);
}
