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
