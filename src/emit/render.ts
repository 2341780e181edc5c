import runtime from 'handlebars/runtime.js';
import type { TemplateDelegate } from 'handlebars';
import {
  precompiled,
  type PrecompiledSection,
  type PrecompiledTemplate,
} from './templates.generated.js';

/**
 * The handlebars environment for file skeletons. The templates in `templates/` are
 * precompiled when they change (scripts/gen-templates.mjs writes templates.generated.js,
 * with `strict`: a missing view-model field is an error, `noEscape`: view models hold code
 * already escaped by emit/shared/escape.ts, and `knownHelpersOnly`), so a run loads only
 * handlebars' runtime, never its compiler. Output always uses `\n`.
 */
export type Template = (view: object) => string;

/** A user's template (config `templates`, src/config/templates.ts): its bytes' hash, for the lock. */
export interface TemplateOverride {
  readonly sha256: string;
  readonly render: Template;
}

/** The user's templates by name (`banner.hbs`, `client/client.ts.hbs`), replacing specforge's. */
export type TemplateOverrides = Readonly<Record<string, TemplateOverride>>;

/**
 * The templates a user may override: every skeleton of a single-version output (not the HTML
 * pages, nor the multi-version dispatcher's `versions/` skeletons, whose parts are not a
 * stable contract yet; a user's `banner.hbs` heads those files too).
 */
export const OVERRIDABLE_TEMPLATES: readonly string[] = Object.keys(precompiled).filter(
  (name) => !name.startsWith('html/') && !name.startsWith('versions/'),
);

// handlebars/runtime.d.ts declares no members; the module is handlebars' runtime environment.
const handlebars = (
  runtime as unknown as { create(): { template(spec: object): TemplateDelegate } }
).create();
const compiled = new Map<string, Template>();

function precompiledTemplate(name: string): PrecompiledTemplate {
  const found = precompiled[name];
  if (found === undefined) throw new Error(`template: templates/${name} does not exist`);
  return found;
}

/** A template from `templates/`, e.g. `types/types.ts.hbs`, or the user's in its place. */
export function template(name: string, overrides?: TemplateOverrides): Template {
  const override = overrides?.[name];
  if (override !== undefined) return override.render;
  let render = compiled.get(name);
  if (render === undefined) {
    render = handlebars.template(precompiledTemplate(name).whole);
    compiled.set(name, render);
  }
  return render;
}

/** One top-level piece of a template, rendered as the parts it gives for a view. */
type Section = (view: Record<string, unknown>) => string[];

const sectioned = new Map<string, Section[]>();

/**
 * A template rendered as parts, for files whose pieces are large (types.ts' declarations):
 * each top-level statement of the template's skeleton is its own part, and a top-level
 * `{{#each list}}` whose body is `{{this}}` between fixed text gives one part per item
 * (that text around the item, no handlebars call), so the pieces are never copied into one
 * file-sized string. `parts.join('')` is the whole render. Which statements are which was
 * decided when the template was precompiled. A user's template renders whole, as one part.
 */
export function templateParts(
  name: string,
  view: Record<string, unknown>,
  overrides?: TemplateOverrides,
): string[] {
  const override = overrides?.[name];
  if (override !== undefined) return [override.render(view)];
  let sections = sectioned.get(name);
  if (sections === undefined) {
    sections = precompiledTemplate(name).sections.map(section);
    sectioned.set(name, sections);
  }
  return sections.flatMap((render) => render(view));
}

function section(precompiledSection: PrecompiledSection): Section {
  if ('spec' in precompiledSection) {
    const render = handlebars.template(precompiledSection.spec);
    return (view) => [render(view)];
  }
  const { each, before, after } = precompiledSection;
  return (view) => {
    const items = view[each];
    if (!Array.isArray(items)) throw new Error(`template: "${each}" is not a list`);
    const parts: string[] = [];
    for (const item of items) {
      if (typeof item !== 'string') throw new Error(`template: "${each}" holds a non-string`);
      parts.push(before + item + after);
    }
    return parts;
  };
}
