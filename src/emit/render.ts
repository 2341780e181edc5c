import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { packageRoot } from '../util/package.js';

/**
 * The handlebars environment for file skeletons. Templates are compiled with
 * `strict` (a missing view-model field is an error), `noEscape` (view models hold
 * code already escaped by emit/shared/escape.ts) and `knownHelpersOnly`; each
 * template is read and compiled once per process. Output always uses `\n`.
 */
export type Template = (view: object) => string;

const handlebars = Handlebars.create();
const compiled = new Map<string, Template>();

/** A template from `templates/`, e.g. `types/types.ts.hbs`. */
export function template(name: string): Template {
  const cached = compiled.get(name);
  if (cached) return cached;
  const source = readFileSync(join(packageRoot, 'templates', name), 'utf8').replace(/\r\n?/g, '\n');
  const render = handlebars.compile(source, {
    strict: true,
    noEscape: true,
    knownHelpersOnly: true,
  });
  const template: Template = (view) => render(view);
  compiled.set(name, template);
  return template;
}

/**
 * A template whose `key` list holds large pieces of code (types.ts' declarations), rendered
 * as parts: the skeleton is rendered with a placeholder per piece, then cut at the
 * placeholders, so the pieces are never copied into one file-sized string.
 */
export function templateParts(
  name: string,
  view: Record<string, unknown>,
  key: string,
  pieces: readonly string[],
): string[] {
  const placeholder = (index: number) => `\u0000${index}\u0000`;
  const skeleton = template(name)({ ...view, [key]: pieces.map((_, i) => placeholder(i)) });
  // A NUL in the view itself (document text) would confuse the cut: render whole then.
  if (skeleton.split('\u0000').length !== 2 * pieces.length + 1) {
    return [template(name)({ ...view, [key]: pieces })];
  }
  // eslint-disable-next-line no-control-regex -- NUL marks where a part goes: it cannot occur in a template
  const cut = skeleton.split(/\u0000(\d+)\u0000/);
  // split() with a capture group alternates: text, index, text, index, …, text
  return cut.map((text, i) => (i % 2 === 0 ? text : (pieces[Number(text)] as string)));
}
