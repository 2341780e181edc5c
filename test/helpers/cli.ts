import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(repoRoot, 'bin', 'specforge.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI as a user would (a child process), with CI set so output is plain.
 * `nodeFlags`: flags for node itself (`--trace-opt`), before the script.
 */
export function runCli(
  args: string[],
  options: {
    cwd?: string;
    input?: string;
    env?: Record<string, string>;
    nodeFlags?: string[];
  } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeFlags ?? []), bin, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/**
 * The bundle's sources a CLI run loaded, from the log Node 20 writes under
 * `NODE_DEBUG=esm` (it names each ES module as it stores it): `src/...` paths and
 * `node_modules` package names, read from esbuild's `// path` comments.
 */
export function loadedSources(stderr: string): { sources: string[]; packages: string[] } {
  const files = loadedFiles(stderr);
  const commented = (pattern: RegExp) =>
    files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]!));
  return {
    sources: commented(/^\/\/ (src\/\S+)$/gm),
    packages: commented(/^\/\/ node_modules\/([^/\s]+)/gm),
  };
}

/** The files of ES modules a CLI run loaded, from the same `NODE_DEBUG=esm` log. */
export function loadedFiles(stderr: string): string[] {
  return [...stderr.matchAll(/Storing (file:\/\/\S+)/g)].map((m) => fileURLToPath(m[1]!));
}
