import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { template, templateParts } from '../../src/emit/render.js';
import { templatesModule } from '../../scripts/gen-templates.mjs';
import { repoRoot } from '../helpers/cli.js';

/**
 * The templates are precompiled into src/emit/templates.generated.js (scripts/gen-templates.mjs)
 * and run with handlebars' runtime alone. The committed module must be current, must render
 * exactly what compiling the .hbs file at run time rendered, and the bundle must not carry
 * handlebars' compiler.
 */
const OPTIONS = { strict: true, noEscape: true, knownHelpersOnly: true };
const names = (readdirSync(join(repoRoot, 'templates'), { recursive: true }) as string[])
  .filter((name) => name.endsWith('.hbs'))
  .map((name) => name.split('\\').join('/'));

const source = (name: string) =>
  readFileSync(join(repoRoot, 'templates', name), 'utf8').replace(/\r\n?/g, '\n');

/**
 * Views for a template, from what its skeleton reads: each field a distinct string, each
 * `{{#each}}` list two distinct items (and, in the second view, none, with `{{#if}}` false).
 */
function views(name: string): Record<string, unknown>[] {
  const full: Record<string, unknown> = {};
  const empty: Record<string, unknown> = {};
  const visit = (statements: hbs.AST.Statement[]) => {
    for (const statement of statements) {
      if (statement.type === 'MustacheStatement') {
        const key = ((statement as hbs.AST.MustacheStatement).path as hbs.AST.PathExpression)
          .original;
        full[key] = empty[key] = `<${key}>`;
      } else if (statement.type === 'BlockStatement') {
        const block = statement as hbs.AST.BlockStatement;
        const key = (block.params[0] as hbs.AST.PathExpression).original;
        const each = (block.path as hbs.AST.PathExpression).original === 'each';
        full[key] = each ? [`<${key} 1>`, `<${key} 2>`] : `<${key}>`;
        empty[key] = each ? [] : '';
        if (!each) visit(block.program.body);
      }
    }
  };
  visit(Handlebars.parse(source(name)).body);
  return [full, empty];
}

describe('the precompiled templates', () => {
  it('cover every template in templates/', () => {
    expect(names).toContain('types/types.ts.hbs');
    expect(names).toContain('html/page.html.hbs');
    expect(names.length).toBeGreaterThanOrEqual(10);
  });

  it('are current (stale? run: node scripts/gen-templates.mjs)', () => {
    const committed = readFileSync(join(repoRoot, 'src/emit/templates.generated.js'), 'utf8');
    expect(committed === templatesModule(), 'src/emit/templates.generated.js is stale').toBe(true);
  });

  it('render what compiling the template at run time renders, whole and as parts', () => {
    for (const name of names) {
      const compiled = Handlebars.create().compile(source(name), OPTIONS);
      for (const view of views(name)) {
        const expected = compiled(view);
        expect(template(name)(view), name).toBe(expected);
        expect(templateParts(name, view).join(''), name).toBe(expected);
      }
    }
  });

  it('keep strict mode: a missing view-model field is an error', () => {
    expect(() => template('client/client.ts.hbs')({})).toThrow(/"banner" not defined/);
    expect(() => template('no/such.hbs')).toThrow('templates/no/such.hbs does not exist');
  });

  it("load handlebars' compiler only for a config's own templates (a lazy chunk; its runtime ships)", () => {
    const dir = join(repoRoot, 'dist/bundle');
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    const chunks = readdirSync(join(dir, 'chunks')).map((file) => `chunks/${file}`);
    const has = (file: string, module: string) =>
      read(file).includes(`// node_modules/handlebars/dist/cjs/${module}`);
    expect(chunks.some((file) => has(file, 'handlebars.runtime.js'))).toBe(true);
    // What a command loads before any import(): the entries and their static imports.
    const eager = new Set<string>();
    const visit = (file: string): void => {
      if (eager.has(file)) return;
      eager.add(file);
      for (const [, target] of read(file).matchAll(/^(?:import|export)[^;]*?from "\.\/([^"]+)"/gm))
        visit(join(file, '..', target!).replace(/^\.\//, ''));
    };
    ['cli.js', 'index.js'].forEach(visit);
    expect([...eager].filter((file) => has(file, 'handlebars/compiler/'))).toEqual([]);
    expect(chunks.some((file) => has(file, 'handlebars/compiler/'))).toBe(true);
  });
});
