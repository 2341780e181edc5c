import type { Rule } from './rules/define.js';
import { INTRO } from './rules-doc-intro.js';
import { oasdiffLevel, oasdiffSection, type OasdiffCatalogue } from './oasdiff-coverage.js';

/**
 * docs/rules.md, generated from the registry so that it cannot drift from the code:
 * `npm run build && node scripts/gen-rules-doc.mjs` rewrites it, and a test fails when it
 * is stale.
 */
export function renderRulesDoc(rules: readonly Rule[], oasdiff: OasdiffCatalogue): string {
  const counts = { breaking: 0, warning: 0, info: 0 };
  for (const rule of rules) counts[rule.level] += 1;
  const lines = [
    '# Diff rules',
    '',
    '<!-- Generated from src/diff/rules/index.ts by scripts/gen-rules-doc.mjs: do not edit by hand. -->',
    '',
    `\`specforge diff <old> <new>\` knows ${rules.length} rules (${counts.breaking} breaking, ${counts.warning} warning,`,
    `${counts.info} info). Ids follow oasdiff's \`<direction>-<object>-<what>-<action>\` names where oasdiff has the same check.`,
    ...INTRO,
    '## Rules',
    '',
    'Each structural change is judged by one rule: of the rules that match it, the one that',
    'overrides the others (last column); a change no rule matches is `api-schema-changed`.',
    'The order of this table means nothing. In messages, `{location}` is where the change sits:',
    '`query.limit`, `body.user.name`, `result[].id` (the result the client returns, envelope',
    'unwrapped), `response.201`.',
    '',
    '| rule | level | oasdiff | direction | message | why | overrides |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rules.map(
      (rule) =>
        `| \`${rule.id}\` | ${rule.level} | ${oasdiffLevel(rule, oasdiff)} | ${rule.direction} | ${escapeCell(rule.message)} | ${escapeCell(rule.why)} | ${overridden(rule)} |`,
    ),
    '',
    ...oasdiffSection(rules, oasdiff),
  ];
  return lines.join('\n');
}

/** The rules this one takes precedence over; the fallback gives way to every rule. */
function overridden(rule: Rule): string {
  if ('fallback' in rule) return 'none (used when no other rule matches)';
  return (rule.overrides ?? []).map((id) => `\`${id}\``).join(', ');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}
