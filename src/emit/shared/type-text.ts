import type { TsType } from './ts-type.js';

/**
 * The one-line text of a type built only of names, arrays, type arguments and unions of
 * them: what print-type.ts's Doc for it prints when it stays on one line, without building
 * that Doc. Most types of an interface or an alias are such (`string`, `Job[]`,
 * `Pick<JobGetArgs, 'id'>`, `'queued' | 'running'`), thousands of them in a large document.
 * Undefined for the rest (objects, intersections, a union inside an array or another
 * union: they print with brackets or parentheses), which take the Doc's path.
 *
 * A union written after `=` or `key:` lays itself out, bringing its own space (print-type.ts):
 * on one line that space is the one every other type has there, so the text has none.
 */
export function flatTypeText(type: TsType): string | undefined {
  if (type.k !== 'union') return memberText(type);
  let text = '';
  for (let i = 0; i < type.types.length; i++) {
    const member = memberText(type.types[i] as TsType);
    if (member === undefined) return undefined;
    text += i === 0 ? member : ` | ${member}`;
  }
  return text;
}

/** A type that is not a union: a name, an array of one, or a generic whose arguments are flat. */
function memberText(type: TsType): string | undefined {
  switch (type.k) {
    case 'name':
      // A line break inside a name would end the line (names never hold one: escape.ts).
      return type.code.includes('\n') ? undefined : type.code;
    case 'array': {
      if (type.item.k === 'union') return undefined;
      const item = memberText(type.item);
      return item === undefined ? undefined : `${item}[]`;
    }
    case 'generic':
      return genericText(type.name, type.args);
    default:
      return undefined;
  }
}

function genericText(name: string, args: readonly TsType[]): string | undefined {
  if (name.includes('\n')) return undefined;
  let text = `${name}<`;
  for (let i = 0; i < args.length; i++) {
    const arg = flatTypeText(args[i] as TsType);
    if (arg === undefined) return undefined;
    text += i === 0 ? arg : `, ${arg}`;
  }
  return `${text}>`;
}
