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
  const render = compile(readTemplate(name));
  compiled.set(name, render);
  return render;
}

function readTemplate(name: string): string {
  return readFileSync(join(packageRoot, 'templates', name), 'utf8').replace(/\r\n?/g, '\n');
}

function compile(input: string | hbs.AST.Program): (context: unknown) => string {
  const render = handlebars.compile(input, {
    strict: true,
    noEscape: true,
    knownHelpersOnly: true,
  });
  return (context) => render(context);
}

/** One top-level piece of a template, rendered as the parts it gives for a view. */
type Section = (view: Record<string, unknown>) => string[];

const sectioned = new Map<string, Section[]>();

/**
 * A template rendered as parts, for files whose pieces are large (types.ts' declarations):
 * each top-level statement of the template's skeleton is its own part, and a top-level
 * `{{#each list}}` whose body reads only `{{this}}` gives one part per item, so the pieces
 * are never copied into one file-sized string. `parts.join('')` is the whole render.
 */
export function templateParts(name: string, view: Record<string, unknown>): string[] {
  let sections = sectioned.get(name);
  if (sections === undefined) {
    sections = handlebars.parse(readTemplate(name)).body.map(section);
    sectioned.set(name, sections);
  }
  return sections.flatMap((render) => render(view));
}

function section(statement: hbs.AST.Statement): Section {
  const list = itemList(statement);
  if (list !== undefined) {
    const body = compile(list.body);
    return (view) => {
      const items = view[list.key];
      if (!Array.isArray(items)) throw new Error(`template: "${list.key}" is not a list`);
      return items.map((item) => body(item));
    };
  }
  const whole = compile({
    type: 'Program',
    body: [statement],
    blockParams: [],
    loc: statement.loc,
  });
  return (view) => [whole(view)];
}

/** `{{#each key}}…{{this}}…{{/each}}` (no `{{else}}`, nothing read but the item itself). */
function itemList(
  statement: hbs.AST.Statement,
): { key: string; body: hbs.AST.Program } | undefined {
  if (statement.type !== 'BlockStatement') return undefined;
  const block = statement as hbs.AST.BlockStatement;
  const [param] = block.params;
  if ((block.path as hbs.AST.PathExpression).original !== 'each' || block.inverse) return undefined;
  if (block.params.length !== 1 || param?.type !== 'PathExpression') return undefined;
  const readsItemOnly = block.program.body.every(
    (inner) =>
      inner.type === 'ContentStatement' ||
      (inner.type === 'MustacheStatement' &&
        ((inner as hbs.AST.MustacheStatement).path as hbs.AST.PathExpression).original === 'this'),
  );
  return readsItemOnly
    ? { key: (param as hbs.AST.PathExpression).original, body: block.program }
    : undefined;
}
