import {
  group,
  ifBreak,
  indent,
  join,
  line,
  PRINT_WIDTH,
  softline,
  textWidth,
  type Doc,
} from '../shared/doc.js';
import { newline } from '../shared/doc-printer.js';

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
  if (textWidth(flat) <= PRINT_WIDTH - level * 2) return flat;
  const inner = newline(level + 1);
  const comma = method.trailing ? ',' : '';
  return `${head}${open}${inner}${items.join(`,${inner}`)}${comma}${newline(level)}${close}${tail}`;
}
