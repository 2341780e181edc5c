/**
 * The choices and defaults of `diff`'s flags, apart from its command module so that the
 * argument reader (fast-argv.ts) can hold to them without loading the command.
 */
export const FORMATS = ['text', 'markdown', 'json', 'html', 'githubactions', 'junit'] as const;
export const GROUPS = ['operation', 'schema'] as const;
export const THRESHOLDS = ['breaking', 'warning', 'none'] as const;
export type Threshold = (typeof THRESHOLDS)[number];
export type Group = (typeof GROUPS)[number];
// Typed constants: a literal written in `.option()` would widen to string, and so the flag's type.
export const DEFAULT_GROUP: Group = 'operation';
export const DEFAULT_FAIL_ON: Threshold = 'breaking';
