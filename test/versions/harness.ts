import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, runCli } from '../helpers/cli.js';
import { transpileDir } from '../e2e/harness.js';

/**
 * A client generated from several versions with the real CLI (`generate --source NAME=…`),
 * with the program of test/versions/program/ beside it, transpiled so that a test can
 * import both. Written under the repository (.tmp/) so that the generated mocks find `msw`.
 */
export interface VersionsOutput {
  /** Holds `api/` (the generated client) and the program's files. */
  dir: string;
  /** Every `.ts` file: the generated ones and the program's. */
  tsFiles: string[];
  import<T>(path: string): Promise<T>;
  remove(): void;
}

const root = join(repoRoot, '.tmp', 'versions-generated');
export const PROGRAM = join(repoRoot, 'test/versions/program');

export async function generateVersionsOutput(
  sources: Record<string, string>,
  targets: string,
  program = PROGRAM,
): Promise<VersionsOutput> {
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'out-'));
  const flags = Object.entries(sources).flatMap(([name, source]) => [
    '--source',
    `${name}=${source}`,
  ]);
  const result = await runCli(['generate', ...flags, '-o', join(dir, 'api'), '--targets', targets]);
  if (result.code !== 0) throw new Error(`generate failed (${result.code}): ${result.stderr}`);
  cpSync(program, dir, { recursive: true });
  const tsFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => join(dir, path));
  transpileDir(dir);
  return {
    dir,
    tsFiles,
    import: async <T>(path: string) => (await import(pathToFileURL(join(dir, path)).href)) as T,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What the program's `story()` resolves with (program/story.ts). */
export interface StoryResult {
  version: string;
  matchedBy: string;
  realmadmin: boolean | null | undefined;
  queues: number;
  jobName: string;
  stats: string[] | undefined;
}

export interface StoryModule {
  story(
    baseUrl: string,
    credentials: { username: string; password: string },
    options?: Record<string, unknown>,
  ): Promise<StoryResult>;
}
