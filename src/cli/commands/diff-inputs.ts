import { SpecforgeError } from '../../errors.js';
import type { CliIo } from '../io.js';
import type { IgnoreEntry, Level } from '../../diff/types.js';

/**
 * What `diff` reads besides its two sources: `--level` overrides and the `--ignore` file,
 * both checked against the rule ids (the registry loads only when one is given).
 */
export async function readLevels(
  specs: string[] | undefined,
): Promise<Record<string, Level> | undefined> {
  if (specs === undefined || specs.length === 0) return undefined;
  const [{ parseLevelOverrides }, ids] = await Promise.all([
    import('../../diff/levels.js'),
    ruleIds(),
  ]);
  return parseLevelOverrides(specs, new Set(ids));
}

export async function readIgnoreFile(path: string | undefined): Promise<IgnoreEntry[]> {
  if (path === undefined) return [];
  const { readFile } = await import('node:fs/promises');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    throw new SpecforgeError(
      'unreadable-file',
      `cannot read ${path}: ${typeof code === 'string' ? code : 'error'}`,
    );
  }
  const [{ parseIgnoreFile }, ids] = await Promise.all([import('../../diff/ignore.js'), ruleIds()]);
  return parseIgnoreFile(text, path, ids);
}

/**
 * Records which lines accepted a finding; afterwards, warns about each line that accepted
 * none (a line naming a split rule id is two entries, one line).
 */
export function ignoreTracker(entries: IgnoreEntry[], io: CliIo) {
  const lineOf = (entry: IgnoreEntry) => entry.source ?? entry.text ?? entry.id;
  const used = new Set<string>();
  return {
    onIgnored: (entry: IgnoreEntry) => used.add(lineOf(entry)),
    warnUnused: () => {
      const unused = new Map(
        entries.filter((entry) => !used.has(lineOf(entry))).map((e) => [lineOf(e), e.text]),
      );
      for (const [source, text] of unused)
        io.err(`warning: ${source}: "${text}" matches no change`);
    },
  };
}

async function ruleIds(): Promise<string[]> {
  const { RULES } = await import('../../diff/rules/index.js');
  return RULES.map((rule) => rule.id);
}
