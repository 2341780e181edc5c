import { SpecforgeError } from '../errors.js';

/**
 * `check --format` means two things: alone (as on `generate`) "the directory was generated
 * with prettier"; with a value, the report's format for CI. Both keep working:
 * `--format` / `--no-format` set prettier, `--format githubactions|junit|json|text` the report.
 * A value that names no format, given where the source would be, is the source
 * (`check --format https://host -o dir` as it was written before the formats existed).
 */
const CHECK_FORMATS = ['text', 'json', 'githubactions', 'junit'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

export interface CheckFormatArgs {
  report: CheckFormat;
  /** undefined: the config file's `format` decides. */
  prettier?: boolean;
  /** The positional source, when `--format` swallowed it. */
  source?: string;
}

/** `format`: declared a string, but yargs makes `--no-format` false. */
export function checkFormatOf(
  format: string | boolean | undefined,
  source: readonly string[] | undefined,
): CheckFormatArgs {
  if (format === undefined) return { report: 'text' };
  if (typeof format === 'boolean') return { report: 'text', prettier: format };
  const value = format;
  if (value === '') return { report: 'text', prettier: true };
  if (isCheckFormat(value)) return { report: value };
  if (source === undefined) return { report: 'text', prettier: true, source: value };
  throw new SpecforgeError(
    'usage',
    `unknown --format ${JSON.stringify(value)}; choose from ${CHECK_FORMATS.join(', ')} (or --format alone: the directory was generated with prettier)`,
  );
}

function isCheckFormat(value: string): value is CheckFormat {
  return CHECK_FORMATS.some((format) => format === value);
}
