import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type GeneratedModule, transpileDir } from '../e2e/harness.js';
import { runCli } from '../helpers/cli.js';

export type { GeneratedModule } from '../e2e/harness.js';

/**
 * `specforge generate <document> --targets types,client,validators [--overlay f]` through the
 * real CLI, transpiled and imported as a downstream project would use it.
 */
export async function generateWith(
  documentFile: string,
  overlay?: string,
): Promise<GeneratedModule> {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-flask-restx-'));
  const args = [
    'generate',
    documentFile,
    '-o',
    join(dir, 'api'),
    '--targets',
    'types,client,validators',
  ];
  if (overlay) args.push('--overlay', overlay);
  const result = await runCli(args);
  if (result.code !== 0) throw new Error(`generate failed (${result.code}): ${result.stderr}`);
  transpileDir(join(dir, 'api'));
  return (await import(pathToFileURL(join(dir, 'api', 'index.js')).href)) as GeneratedModule;
}
