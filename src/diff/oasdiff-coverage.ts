import type { Rule } from './rules/define.js';
import { globMatcher } from './glob.js';
import { OASDIFF_ELSEWHERE, type ElsewhereGroup } from './oasdiff-elsewhere.js';

/** oasdiff's checks and their levels, id → `ERR` | `WARN` | `INFO` (fixtures/oasdiff/checks.txt). */
export type OasdiffCatalogue = ReadonlyMap<string, string>;

/** `<id> <level>` per line, `#` comments. */
export function parseOasdiffCatalogue(text: string): OasdiffCatalogue {
  const entries = text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(/\s+/) as [string, string]);
  return new Map(entries);
}

const SAME: Record<string, string> = { ERR: 'breaking', WARN: 'warning', INFO: 'info' };

/** The rule's oasdiff level for the table: `—` when oasdiff has no such check, bold when it differs. */
export function oasdiffLevel(rule: Rule, catalogue: OasdiffCatalogue): string {
  const id = rule.oasdiff ?? rule.id;
  const level = catalogue.get(id);
  if (!level) return '—';
  const named = rule.oasdiff ? `${level} (\`${id}\`)` : level;
  return SAME[level] === rule.level ? named : `**${named}**`;
}

/** oasdiff's checks that no rule of ours carries by id: which rule reports them instead, or why none. */
export function oasdiffSection(rules: readonly Rule[], catalogue: OasdiffCatalogue): string[] {
  const others = notOurs(rules, catalogue);
  const lines = [
    "## oasdiff's catalogue",
    '',
    `oasdiff (its checker/rules.go, listed in fixtures/oasdiff/checks.txt) has ${catalogue.size} checks; ${catalogue.size - others.length} are rules here under the same id.`,
    'The others, by group: the rule that reports the same change here, or why it is left out.',
    "oasdiff's own test cases, run through `specforge diff` with these groups as the map, and the breaking ones left out with why: [oasdiff-parity.md](oasdiff-parity.md).",
    '',
    '| oasdiff checks | here |',
    '| --- | --- |',
  ];
  for (const group of OASDIFF_ELSEWHERE) {
    const matches = others.filter((id) => homeOf(id) === group);
    if (matches.length === 0) continue;
    const listed = matches.map((id) => `\`${id}\` ${catalogue.get(id)}`).join(', ');
    lines.push(`| ${listed} | ${group.here} |`);
  }
  lines.push('');
  return lines;
}

/** The first group whose globs match the id. */
export function homeOf(id: string): ElsewhereGroup | undefined {
  return OASDIFF_ELSEWHERE.find((group) => group.ids.some((glob) => globMatcher(glob)(id)));
}

/** oasdiff ids that no rule here carries (by its id or its `oasdiff` alias). */
export function notOurs(rules: readonly Rule[], catalogue: OasdiffCatalogue): string[] {
  const ours = new Set(rules.flatMap((rule) => [rule.id, rule.oasdiff ?? rule.id]));
  return [...catalogue.keys()].filter((id) => !ours.has(id));
}

/** Where an oasdiff check is reported here: the rules that carry it, or why it is left out. */
export type OasdiffHome = { rules: string[] } | { leftOut: string };

/** The rules carrying an oasdiff check: its own id or alias, else its group's translation. */
export function homeFor(id: string, rules: readonly Rule[]): OasdiffHome {
  const direct = rules.filter((rule) => rule.id === id || rule.oasdiff === id).map((r) => r.id);
  if (direct.length > 0) return { rules: direct };
  const group = homeOf(id);
  const translated = group?.rules?.(id) ?? [];
  if (translated.length > 0) return { rules: translated };
  return { leftOut: group?.here ?? 'No home in docs/rules.md.' };
}
