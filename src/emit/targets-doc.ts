import { DEFAULT_TARGETS, TARGETS, TARGET_NAMES, type TargetDescriptor } from './targets.js';

/**
 * The files written from the target registry by `scripts/gen-targets-doc.mjs`
 * (test/emit/targets.test.ts fails when a committed one is stale): docs/targets.md, and
 * the targets' parts of schema/specforge.config.schema.json (the rest of that file is
 * written by hand and kept as it is).
 */

/** The config schema with its `targets` enum and target sections (appended if new) from the registry. */
export async function renderConfigSchema(committed: string): Promise<string> {
  const schema = JSON.parse(committed) as { properties: Record<string, unknown> };
  const { targets, sections } = targetsConfigSchema();
  schema.properties = { ...schema.properties, targets, ...sections };
  const prettier = await import('prettier');
  return prettier.format(JSON.stringify(schema), { parser: 'json', printWidth: 120 });
}

function targetsConfigSchema(): {
  targets: Record<string, unknown>;
  sections: Record<string, Readonly<Record<string, unknown>>>;
} {
  const sections: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const target of TARGETS as readonly TargetDescriptor[]) {
    if (target.options) sections[target.options.key] = target.options.schema;
  }
  const targets = {
    type: 'array',
    items: { enum: [...TARGET_NAMES] },
    uniqueItems: true,
    description: `What to generate (default: ${DEFAULT_TARGETS.join(', ')}).`,
  };
  return { targets, sections };
}

export function renderTargetsDoc(): string {
  const rows = (TARGETS as readonly TargetDescriptor[]).map((t) =>
    [
      `\`${t.name}\``,
      t.help,
      list(t.needs),
      list(Object.entries(t.peerDependencies).map(([name, range]) => `${name} ${range}`)),
      list(t.files),
      t.entry === 'index' ? '`index.ts`' : `its own: \`${t.files[0] ?? ''}\``,
      t.options ? `\`${t.options.key}\`` : '—',
    ].join(' | '),
  );
  return [
    '# Targets',
    '',
    '<!-- Generated from src/emit/targets.ts by `npm run build && node scripts/gen-targets-doc.mjs`. -->',
    '',
    `\`specforge generate --targets a,b\` writes the named targets and what they need; without`,
    `\`--targets\` (or \`"targets"\` in the config) it writes ${list(DEFAULT_TARGETS)}.`,
    'A target with its own entry is never imported by the generated `index.ts`, so an',
    "application's production bundle leaves it out unless the application imports it.",
    '',
    '| target | what it writes | needs | peer dependencies | files | entry | config section |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

function list(items: readonly string[]): string {
  return items.length === 0 ? '—' : items.map((item) => `\`${item}\``).join(', ');
}
