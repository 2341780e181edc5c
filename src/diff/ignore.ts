import { SpecforgeError } from '../errors.js';
import type { Finding, IgnoreEntry, Level } from './types.js';

/**
 * The ignore file lists accepted changes, one per line (docs/rules.md):
 *
 *     # comment
 *     <rule-id> <METHOD> <path> [<location>]
 *
 * `*` matches any rule id, method or path; a location matches the finding's location and
 * everything below it (`body.user` also covers `body.user.name`).
 */
export function parseIgnoreFile(text: string, source = 'ignore file'): IgnoreEntry[] {
  const entries: IgnoreEntry[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const [id, method, path, location, ...rest] = line.split(/\s+/);
    if (!method || !path || rest.length > 0) {
      throw new SpecforgeError(
        'bad-ignore-file',
        `${source}:${index + 1}: expected "<rule-id> <METHOD> <path> [<location>]"`,
      );
    }
    entries.push({ id: id!, method: method.toUpperCase(), path, location });
  });
  return entries;
}

export function isIgnored(finding: Finding, entries: IgnoreEntry[]): boolean {
  return entries.some((entry) => matchesEntry(finding, entry));
}

function matchesEntry(finding: Finding, entry: IgnoreEntry): boolean {
  if (entry.id !== '*' && entry.id !== finding.id) return false;
  if (entry.method !== '*' && entry.method !== finding.method) return false;
  if (entry.path !== '*' && entry.path !== finding.path) return false;
  if (!entry.location) return true;
  const { location } = finding;
  return (
    location === entry.location ||
    location.startsWith(`${entry.location}.`) ||
    location.startsWith(`${entry.location}[`)
  );
}

const LEVELS: readonly Level[] = ['breaking', 'warning', 'info'];

/** `--level rule-id=info` (repeatable) → overrides; unknown rule ids and levels are input errors. */
export function parseLevelOverrides(
  specs: string[],
  knownIds: ReadonlySet<string>,
): Record<string, Level> {
  const levels: Record<string, Level> = {};
  for (const spec of specs) {
    const [id, level] = spec.split('=');
    if (!id || !level || !LEVELS.includes(level as Level)) {
      throw new SpecforgeError(
        'bad-level',
        `--level ${spec}: expected <rule-id>=breaking|warning|info`,
      );
    }
    if (!knownIds.has(id)) {
      throw new SpecforgeError('unknown-rule', `--level ${spec}: no rule named ${id}`, {
        hint: 'the rules are listed in docs/rules.md',
      });
    }
    levels[id] = level as Level;
  }
  return levels;
}
