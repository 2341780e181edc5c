import { SpecforgeError } from '../errors.js';
import type { Level } from './types.js';
import { currentRuleIds } from './renamed-ids.js';

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
    const ids = currentRuleIds(id);
    if (!ids.every((current) => knownIds.has(current))) {
      throw new SpecforgeError('unknown-rule', `--level ${spec}: no rule named ${id}`, {
        hint: 'the rules are listed in docs/rules.md',
      });
    }
    for (const current of ids) levels[current] = level as Level;
  }
  return levels;
}
