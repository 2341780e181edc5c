import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { OVERRIDABLE_TEMPLATES, type TemplateOverrides } from '../emit/render.js';

/**
 * The config's `"templates": "./tpl"`: every `.hbs` file under the folder replaces the
 * template of the same name (`banner.hbs`, `client/client.ts.hbs`; docs/templates.md).
 * Compiled with the options specforge's own are precompiled with (strict, noEscape,
 * knownHelpersOnly: logic-free, the view models hold code already escaped), so handlebars'
 * compiler loads only for a project that has such a folder. Each file's sha256 goes into the
 * output lock, so `check` notices an edited template. A missing folder, an unknown name or a
 * syntax error is one line, exit 2.
 */
const OPTIONS = { strict: true, noEscape: true, knownHelpersOnly: true };

export async function readTemplates(
  dir: string,
  base: string = process.cwd(),
): Promise<TemplateOverrides> {
  const root = resolve(base, dir);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new SpecforgeError('templates-invalid', `templates folder not found: ${dir}`);
  }
  const { default: Handlebars } = await import('handlebars');
  const overrides: Record<string, TemplateOverrides[string]> = {};
  for (const name of hbsFiles(root)) {
    if (!OVERRIDABLE_TEMPLATES.includes(name)) {
      throw new SpecforgeError(
        'templates-invalid',
        `${join(dir, name)}: no template of that name (one of ${OVERRIDABLE_TEMPLATES.join(', ')})`,
      );
    }
    const source = readFileSync(join(root, name), 'utf8').replace(/\r\n?/g, '\n');
    try {
      Handlebars.precompile(source, OPTIONS); // syntax errors and unknown helpers, now
    } catch (error) {
      const reason = (error as Error).message.split('\n').filter(Boolean).join(' ');
      throw new SpecforgeError('templates-invalid', `${join(dir, name)}: ${reason}`);
    }
    const compiled = Handlebars.compile(source, OPTIONS);
    overrides[name] = {
      sha256: createHash('sha256').update(source).digest('hex'),
      render: (view) => renderOrFail(() => compiled(view), join(dir, name)),
    };
  }
  return overrides;
}

/** A strict template naming a field its view lacks throws; say which template, in one line. */
function renderOrFail(render: () => string, where: string): string {
  try {
    return render();
  } catch (error) {
    throw new SpecforgeError(
      'templates-invalid',
      `${where}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/** The folder's `.hbs` files as `/`-separated names, sorted. */
function hbsFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const name = prefix + entry.name;
      if (entry.isDirectory()) return hbsFiles(join(dir, entry.name), `${name}/`);
      return name.endsWith('.hbs') ? [name] : [];
    });
}
