import { SpecforgeError } from '../errors.js';
import type { Finding, IgnoreEntry } from './types.js';
import { globMatcher } from './glob.js';
import { currentRuleIds } from './renamed-ids.js';

const METHODS = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE)$/;
const FORMAT = 'expected "<METHOD> <path> <rule-id> [<location>]", e.g. "* /admin/* *"';

/**
 * The ignore file lists accepted changes, one per line (docs/rules.md):
 *
 *     # comment
 *     <METHOD> <path> <rule-id> [<location>]
 *
 * METHOD, path and rule id may be globs (`*` any run of characters, `?` one), so
 * `* /admin/* *` accepts every change under /admin. A location matches the finding's
 * location and everything below it (`body.user` also covers `body.user.name`). The order
 * of the first releases, `<rule-id> <METHOD> <path> [<location>]`, is still read: its
 * second word is a method, never a path. `knownIds` makes a rule that names no rule an
 * error (a typo would otherwise silently accept nothing); an id that was split in two
 * (renamed-ids.ts) accepts both.
 */
export function parseIgnoreFile(
  text: string,
  source = 'ignore file',
  knownIds?: readonly string[],
): IgnoreEntry[] {
  const entries: IgnoreEntry[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const where = `${source}:${index + 1}`;
    const parsed = parseLine(line.split(/\s+/), where);
    for (const id of currentRuleIds(parsed.id)) {
      const entry = { ...parsed, id };
      if (knownIds && !knownIds.some(globMatcher(entry.id))) {
        throw new SpecforgeError('bad-ignore-file', `${where}: no rule matches "${entry.id}"`, {
          hint: 'the rules are listed in docs/rules.md',
        });
      }
      entries.push({ ...entry, source: where, text: line });
    }
  });
  return entries;
}

function parseLine(words: string[], where: string): IgnoreEntry {
  const legacy = words.length >= 3 && isMethod(words[1]!) && !isPath(words[1]!);
  const [method, path, id, location, ...rest] = legacy
    ? [words[1], words[2], words[0], words[3], ...words.slice(4)]
    : words;
  if (!method || !path || !id || rest.length > 0 || !isMethod(method) || !isPath(path)) {
    throw new SpecforgeError('bad-ignore-file', `${where}: ${FORMAT}`);
  }
  return { id, method: method.toUpperCase(), path, location };
}

/** An HTTP method, or a glob that could match one. */
function isMethod(word: string): boolean {
  return METHODS.test(word.toUpperCase()) || /^[A-Za-z*?]*[*?][A-Za-z*?]*$/.test(word);
}

function isPath(word: string): boolean {
  return word.startsWith('/') || /^[*?]+$/.test(word);
}

/** The entry that accepts this finding, if any. */
export function ignoringEntry(finding: Finding, entries: IgnoreEntry[]): IgnoreEntry | undefined {
  return entries.find((entry) => matchesEntry(finding, entry));
}

export function isIgnored(finding: Finding, entries: IgnoreEntry[]): boolean {
  return ignoringEntry(finding, entries) !== undefined;
}

function matchesEntry(finding: Finding, entry: IgnoreEntry): boolean {
  if (!globMatcher(entry.id)(finding.id)) return false;
  if (!globMatcher(entry.method, true)(finding.method)) return false;
  if (!globMatcher(entry.path)(finding.path)) return false;
  if (!entry.location) return true;
  const { location } = finding;
  return (
    location === entry.location ||
    location.startsWith(`${entry.location}.`) ||
    location.startsWith(`${entry.location}[`)
  );
}
