import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGETS, TARGETS, TARGET_NAMES } from '../../src/emit/targets.js';
import { renderTargetsDoc } from '../../src/emit/targets-doc.js';
import { emit, resolveTargets } from '../../src/emit/index.js';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot, runCli } from '../helpers/cli.js';

/** Everything that names the targets derives from src/emit/targets.ts. */
describe('the target registry', () => {
  it('needs only targets that exist, listed before their users', () => {
    for (const [index, target] of TARGETS.entries()) {
      for (const need of target.needs) expect(TARGET_NAMES.indexOf(need)).toBeLessThan(index);
    }
  });

  it('loads an emitter only when asked: a definition imports nothing but the contract', async () => {
    for (const target of TARGETS) {
      const source = readFileSync(join(repoRoot, `src/emit/${target.name}/definition.ts`), 'utf8');
      const imports = [...source.matchAll(/^import\b[^;]*?'([^']+)';/gm)].map((m) => m[1]);
      expect(imports, target.name).toEqual(['../target.js']);
      expect(typeof (await target.load()), target.name).toBe('function');
    }
  });

  it("reaches the shipped config JSON Schema: the targets' names and each target's section", () => {
    const schema = JSON.parse(
      readFileSync(join(repoRoot, 'schema/specforge.config.schema.json'), 'utf8'),
    );
    const names = schema.properties.targets.items.anyOf.map(
      (member: { const: string }) => member.const,
    );
    expect(names).toEqual(TARGET_NAMES);
    const sections = TARGETS.filter((t) => t.options !== undefined);
    expect(sections.map((t) => t.name)).toContain('validators');
    for (const target of sections) {
      // the section is the target's options schema (converted for the checker, same keywords)
      expect(schema.properties[target.name]).toMatchObject(
        JSON.parse(JSON.stringify({ ...target.options, enum: undefined, properties: undefined })),
      );
    }
  });

  it('is documented in docs/targets.md, and the document is current', () => {
    const committed = readFileSync(join(repoRoot, 'docs/targets.md'), 'utf8');
    // Stale? Run: npm run build && node scripts/gen-targets-doc.mjs
    expect(committed).toBe(renderTargetsDoc());
  });

  it('is what `generate --help` lists', async () => {
    const { stdout } = await runCli(['generate', '--help']);
    for (const target of TARGETS)
      expect(stdout).toMatch(new RegExp(`\\n  ${target.name} +${target.help}`));
    expect(stdout).toContain(`Targets (default: ${DEFAULT_TARGETS.join(',')}):`);
  });

  it('decides what index.ts re-exports: targets with their own entry never', async () => {
    const loaded = await loadDocument(join(repoRoot, 'fixtures/installation/docs/v2.json'), {
      validate: false,
    });
    const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
    const files = await emit(model, { targets: TARGET_NAMES, specforgeVersion: '0' });
    const index = files.find((file) => file.path === 'index.ts')?.contents ?? '';
    for (const target of TARGETS) {
      const from = `'./${target.files[0].replace(/\.ts$/, '.js')}'`;
      if (target.entry === 'own') expect(index).not.toContain(from);
      else expect(index).toContain(from);
    }
  });

  it('resolves what a target needs', () => {
    for (const target of TARGETS) {
      expect(resolveTargets([target.name]).map((t) => t.name)).toEqual(
        expect.arrayContaining([target.name, ...target.needs]),
      );
    }
  });
});
