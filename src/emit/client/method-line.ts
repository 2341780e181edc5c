import { group, ifBreak, indent, join, line, softline, type Doc } from '../shared/doc.js';
import { brokenListText } from '../shared/doc-printer.js';
import { fitsAt } from '../shared/literal.js';

/**
 * One line of a method's declaration in the `Client` interface: `head`, a list of `items`
 * between `open` and `close`, then `tail`; `get(args: …, options?: …): Promise<…>;` or
 * `list: MaskedMethod<[…], …>;`. The list is the line's one group: it stays on the line when
 * the whole line fits, else each item goes on a line of its own (prettier's layout of
 * parameters and type arguments), so the text is known without printing a Doc.
 */
export interface MethodLine {
  head: string;
  open: string;
  items: readonly string[];
  close: string;
  /** A comma after the last item when broken: where TypeScript allows one (parameters). */
  trailing: boolean;
  tail: string;
}

export function methodLineDoc(method: MethodLine): Doc {
  const { open, items, close } = method;
  const comma = method.trailing ? ifBreak(',') : '';
  const list = group([open, indent([softline, join([',', line], items)]), comma, softline, close]);
  return [method.head, list, method.tail];
}

/** What printDoc prints for `methodLineDoc` when its line starts at `level`. */
export function methodLineText(method: MethodLine, level: number): string {
  const { head, open, items, close, tail } = method;
  const flat = `${head}${open}${items.join(', ')}${close}${tail}`;
  if (fitsAt(level, flat, '')) return flat;
  return `${head}${brokenListText(open, items, close, level, method.trailing)}${tail}`;
}
