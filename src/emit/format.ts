import type { GeneratedFile } from '../ir/types.js';
import { SpecforgeError } from '../errors.js';
import { PRINT_WIDTH } from './shared/doc.js';

/**
 * `--format`: runs prettier over the generated TypeScript (opt-in: the emitters
 * already write prettier's style, and prettier costs seconds on big documents).
 * Uses the project's prettier configuration from the output directory upwards when
 * there is one, else specforge's style. A prettier failure fails the run.
 */
const DEFAULT_STYLE = {
  singleQuote: true,
  trailingComma: 'all',
  printWidth: PRINT_WIDTH,
  semi: true,
} as const;

export async function formatFiles(
  files: readonly GeneratedFile[],
  outputDir: string,
): Promise<GeneratedFile[]> {
  const prettier = await import('prettier');
  const { join } = await import('node:path');
  const out: GeneratedFile[] = [];
  for (const file of files) {
    if (!file.path.endsWith('.ts')) {
      out.push(file);
      continue;
    }
    const filepath = join(outputDir, file.path);
    try {
      const config = (await prettier.resolveConfig(filepath)) ?? DEFAULT_STYLE;
      out.push({
        path: file.path,
        contents: await prettier.format(file.contents, { ...config, filepath }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new SpecforgeError('format-failed', `prettier failed on ${file.path}: ${message}`, {
        cause: error,
      });
    }
  }
  return out;
}
