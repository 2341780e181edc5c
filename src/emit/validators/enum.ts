/**
 * Checks of `enum` and `const`. Scalars compare with `===`; arrays and objects by JSON
 * equality (`h.equal`, `h.includesEqual`). A short list of scalars is tested by a function
 * of `===` comparisons (`inEnum1`), a longer one by `includes` on its list constant.
 */
import type { EnumSchema } from '../../ir/types.js';
import { jsonLiteral } from '../shared/escape.js';
import { group, ifBreak, indent, join, line, printDoc, softline } from '../shared/doc.js';
import { arrayLines, call, code } from './layout.js';
import { constant, type EmitState } from './state.js';
import { presenceGuard, type Target } from './target.js';

/**
 * Up to this many values, a chain of `===`: on a value that is not in the list (the
 * failure path) `includes` measured ~40 instructions more per call on six values (it is
 * a call into the engine, comparing each element); a longer chain is mostly code size.
 */
const MAX_CHAINED = 12;

export function enumCheck(state: EmitState, schema: EnumSchema, t: Target): string[] {
  const values = schema.values.filter((value) => value !== null || !schema.nullable);
  const scalar = values.every((value) => value === null || typeof value !== 'object');
  const first = values[0];
  if (values.length === 1 && first !== undefined) {
    const test = scalar
      ? code(`${t.value} !== ${jsonLiteral(first)}`)
      : call('!h.equal', t.value, jsonLiteral(first));
    return presenceGuard(t, test, 'const', jsonLiteral(first));
  }
  const key = JSON.stringify(values);
  const list = constant(state, 'enum', key, (name) =>
    arrayLines(`const ${name}: readonly unknown[] = `, values.map(jsonLiteral), ';'),
  );
  let test;
  if (!scalar) test = call('!h.includesEqual', list, t.value);
  // An empty list (`enum: [null]` with null let through before) stays `[].includes`.
  else if (values.length === 0 || values.length > MAX_CHAINED)
    test = call(`!${list}.includes`, t.value);
  else test = call(`!${membership(state, key, list, values)}`, t.value);
  return presenceGuard(t, test, 'enum', list);
}

/** `function inEnum1(v: unknown): boolean { return v === 'a' || v === 'b'; }`, once per list. */
function membership(state: EmitState, key: string, list: string, values: readonly unknown[]) {
  return constant(state, 'inEnum', key, (name) => {
    const tests = values.map((value) => `v === ${jsonLiteral(value)}`);
    // Prettier's return of a binary chain: in parentheses when it does not fit after
    // `return`, and the chain, a group of its own, broken only if it does not fit there.
    const chain = group(join([' ||', line], tests));
    const body = group([
      'return ',
      ifBreak('('),
      indent([softline, chain]),
      softline,
      ifBreak(')'),
      ';',
    ]);
    return [
      `/** Whether \`v\` is one of \`${list}\`. */`,
      `function ${name}(v: unknown): boolean {`,
      ...printDoc(indent([softline, body]))
        .split('\n')
        .slice(1),
      '}',
    ];
  });
}
