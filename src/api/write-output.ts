import type { GeneratedFile } from '../ir/types.js';
import type { VerifyReport } from '../write/verify.js';
import type { GenerateOptions, GenerateResult } from './index.js';

/** What writing (and, with `verify`, type-checking) an output adds to `generate`'s result. */
type Written = Pick<GenerateResult, 'warnings' | 'verifyProblems' | 'verified'>;

/**
 * The last steps of `generate`, one version or several: the files written atomically (the
 * whole directory or nothing), then type-checked when asked. Nothing is written on a dry run.
 */
export async function writeOutput(
  files: readonly GeneratedFile[],
  options: Pick<GenerateOptions, 'output' | 'dryRun' | 'force' | 'verify'>,
  step: NonNullable<GenerateOptions['onStep']>,
): Promise<Written> {
  if (options.dryRun) return { warnings: [], verifyProblems: [] };
  const { writeOutputDir } = await import('../write/atomic.js');
  step('write');
  const warnings = await writeOutputDir(options.output, files, { force: options.force });
  if (!options.verify) return { warnings, verifyProblems: [] };
  step('verify');
  const report: VerifyReport = await (
    await import('../write/verify.js')
  ).verifyOutputReport(options.output);
  const { problems, ...verified } = report;
  return { warnings, verifyProblems: problems, verified };
}
