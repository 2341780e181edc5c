import { docCommentLines } from './escape.js';
import {
  concat,
  firstLine,
  fitsWidth,
  group,
  hardline,
  ifBreak,
  indent,
  join,
  line,
  PRINT_WIDTH,
  printDoc,
  softline,
  textWidth,
  type Doc,
} from './doc.js';
import { flatLine } from './doc-printer.js';
import { flatTypeText } from './type-text.js';
import { isObjectType, type TsMember, type TsType } from './ts-type.js';

/**
 * TsType → Doc, following prettier's rules for TypeScript types (printUnionType,
 * printIntersectionType, array parentheses, object literals kept expanded), so that
 * `printDoc` produces what `prettier --check` accepts.
 *
 * `parent` says where the type sits, because prettier lays unions out differently
 * inside arrays, intersections and type arguments.
 */
export type TypeParent = 'alias' | 'member' | 'array' | 'intersection' | 'union' | 'type-arg';

export function typeDoc(type: TsType, parent: TypeParent = 'alias'): Doc {
  switch (type.k) {
    case 'name':
      return type.code;
    case 'array':
      return arrayDoc(type.item);
    case 'union':
      return unionDoc(type.types, parent);
    case 'intersection':
      return intersectionDoc(type.types, parent);
    case 'object':
      return objectDoc(type.members, type.index);
    case 'generic':
      return genericDoc(type.name, type.args);
  }
}

function arrayDoc(item: TsType): Doc {
  if (item.k === 'union' || item.k === 'intersection') {
    return ['(', typeDoc(item, 'array'), ')[]'];
  }
  return concat([typeDoc(item, 'array'), '[]']);
}

const NULLISH = new Set(['null', 'undefined', 'void']);

/** prettier's shouldHugType: objects with only null/undefined beside them stay inline. */
function shouldHug(types: readonly TsType[]): boolean {
  const nullish = types.filter((t) => t.k === 'name' && NULLISH.has(t.code)).length;
  return types.length - 1 === nullish && types.some(isObjectType);
}

function unionDoc(types: readonly TsType[], parent: TypeParent): Doc {
  if (shouldHug(types))
    return join(
      ' | ',
      types.map((t) => typeDoc(t, 'union')),
    );
  // prettier aligns each member by two columns, and parenthesises intersections.
  const printed = types.map((t) =>
    indent(t.k === 'intersection' ? ['(', typeDoc(t, 'union'), ')'] : typeDoc(t, 'union')),
  );
  if (parent === 'alias' || parent === 'member') {
    // After `=` or `key:`: on the same line if it fits, else flat on the next line if it
    // fits there, else one member per line (what prettier prints in these places).
    return group(indent([line, group([ifBreak('| '), join([line, '| '], printed)])]));
  }
  const shouldIndent = parent !== 'type-arg';
  const code = [ifBreak([shouldIndent ? line : '', '| ']), join([line, '| '], printed)];
  if (parent === 'array' || parent === 'intersection') return group([indent(code), softline]);
  return group(shouldIndent ? indent(code) : code);
}

function intersectionDoc(types: readonly TsType[], parent: TypeParent): Doc {
  const parts: Doc[] = [];
  let wasIndented = false;
  types.forEach((type, i) => {
    const printed =
      type.k === 'union'
        ? ['(', typeDoc(type, 'intersection'), ')']
        : typeDoc(type, 'intersection');
    const previous = types[i - 1];
    if (i === 0 || previous === undefined) parts.push(printed);
    else if (!isObjectType(previous) && !isObjectType(type))
      parts.push(indent([' &', line, printed]));
    else if (isObjectType(previous) && isObjectType(type)) {
      parts.push([' & ', wasIndented ? indent(printed) : printed]);
    } else {
      if (i > 1) wasIndented = true;
      parts.push(' & ', i > 1 ? indent(printed) : printed);
    }
  });
  void parent;
  return group(parts);
}

function genericDoc(name: string, args: readonly TsType[]): Doc {
  const printed = args.map((a) => typeDoc(a, 'type-arg'));
  return group([name, '<', indent([softline, join([',', line], printed)]), softline, '>']);
}

/** Object types are always printed expanded: prettier keeps them so. */
export function objectDoc(members: readonly TsMember[], index?: TsType): Doc {
  const lines: Doc[] = members.map(memberDoc);
  if (index) lines.push(indexLine(index));
  if (lines.length === 0) return '{}';
  return group(['{', indent([hardline, join(hardline, lines)]), hardline, '}']);
}

function indexLine(index: TsType): Doc {
  return ['[key: string]: ', typeDoc(index, 'member'), ';'];
}

/**
 * `export interface Name { … }`, printed. Its members (and their JSDoc lines) are one per
 * line whatever their width, so when every member fits flat the printed text is known
 * without building and printing the object's Doc: the common case, thousands of times in
 * a large document's types.ts.
 */
export function interfaceText(name: string, members: readonly TsMember[], index?: TsType): string {
  const head = `export interface ${name} `;
  const lines = flatMemberLines(members, index);
  if (lines === undefined) return printDoc([head, objectDoc(members, index)]);
  return `${head}{\n  ${lines.join('\n  ')}\n}`;
}

/**
 * The lines of an object type's members (their JSDoc lines, then the member) when every
 * member fits flat one level in (two columns); undefined otherwise, or when it has none.
 */
function flatMemberLines(members: readonly TsMember[], index?: TsType): string[] | undefined {
  const lines: string[] = [];
  for (let i = 0; i < members.length; i++) {
    const member = members[i] as TsMember;
    const text = memberText(member) ?? flatLine(memberBody(member));
    if (text === undefined || textWidth(text) > PRINT_WIDTH - 2) return undefined;
    // JSDoc lines have no trailing space for printDoc to trim (escape.ts).
    if (member.comment.length > 0) {
      const comment = docCommentLines(member.comment);
      for (let j = 0; j < comment.length; j++) lines.push(comment[j] as string);
    }
    lines.push(text);
  }
  if (index) {
    const text = flatLine(indexLine(index));
    if (text === undefined || textWidth(text) > PRINT_WIDTH - 2) return undefined;
    lines.push(text);
  }
  return lines.length === 0 ? undefined : lines;
}

/** True for the unions that lay themselves out after `=` or `key:` (they bring their own space). */
function placesItself(type: TsType): boolean {
  return type.k === 'union' && !shouldHug(type.types);
}

export function memberDoc(member: TsMember): Doc {
  const comment = docCommentLines(member.comment);
  const body = memberBody(member);
  if (comment.length === 0) return body;
  return [join(hardline, comment), hardline, body];
}

/** A member without its JSDoc: `key?: Type;`. */
function memberBody(member: TsMember): Doc {
  const type = member.type;
  return concat([memberHead(member), placesItself(type) ? '' : ' ', typeDoc(type, 'member'), ';']);
}

function memberHead(member: TsMember): string {
  return `${member.readonly ? 'readonly ' : ''}${member.key}${member.optional ? '?' : ''}:`;
}

/** `memberBody`'s flat line when its type's is known without a Doc (type-text.ts). */
function memberText(member: TsMember): string | undefined {
  const type = flatTypeText(member.type);
  return type === undefined ? undefined : `${memberHead(member)} ${type};`;
}

/**
 * `printDoc(aliasDoc(name, type))`: the one line when the type's text is known without a
 * Doc (type-text.ts) and fits; a type that fits on the line after `=` stays there.
 */
export function aliasText(name: string, type: TsType): string {
  const flat = flatTypeText(type);
  const text = flat === undefined ? undefined : `export type ${name} = ${flat};`;
  return text !== undefined && fitsWidth(text) ? text : printDoc(aliasDoc(name, type));
}

/**
 * `export type Name = …;` laid out like prettier's assignments: unions place themselves;
 * anything else stays after `=` when its first line fits there, and otherwise moves to
 * the next line, indented (prettier's "fluid" layout).
 */
export function aliasDoc(name: string, type: TsType): Doc {
  const head = `export type ${name} =`;
  const rhs = typeDoc(type, 'alias');
  if (placesItself(type)) return [head, rhs, ';'];
  const first = firstLine([rhs, ';']);
  if (textWidth(head) + 1 + first <= PRINT_WIDTH) return concat([head, ' ', rhs, ';']);
  return [head, indent([hardline, rhs, ';'])];
}
