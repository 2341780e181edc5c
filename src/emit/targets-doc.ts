import { DEFAULT_TARGETS, TARGETS, type TargetDescriptor } from './targets.js';

/**
 * docs/targets.md, written from the target registry by `scripts/gen-targets-doc.mjs`
 * (test/emit/targets.test.ts fails when the committed file is stale). The registry's
 * config sections reach schema/specforge.config.schema.json through src/config/schema.ts.
 */

export function renderTargetsDoc(): string {
  const rows = TARGETS.map((t: TargetDescriptor) =>
    [
      `\`${t.name}\``,
      t.help,
      list(t.needs),
      list(Object.entries(t.peerDependencies).map(([name, range]) => `${name} ${range}`)),
      list(t.files),
      t.entry === 'index' ? '`index.ts`' : `its own: \`${t.files[0] ?? ''}\``,
      t.options ? `\`${t.name}\`` : '—',
    ].join(' | '),
  );
  return [
    '# Targets',
    '',
    "<!-- Generated from src/emit/built-in.ts (each target's definition.ts) by `npm run build && node scripts/gen-targets-doc.mjs`. -->",
    '',
    `\`specforge generate --targets a,b\` writes the named targets and what they need; without`,
    `\`--targets\` (or \`"targets"\` in the config) it writes ${list(DEFAULT_TARGETS)}.`,
    'A target with its own entry is never imported by the generated `index.ts`, so an',
    "application's production bundle leaves it out unless the application imports it.",
    "A project adds its own targets with the config's `plugins` (docs/plugins.md).",
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
