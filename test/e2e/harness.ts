import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ts } from 'ts-morph';
import { runCli } from '../helpers/cli.js';

/**
 * End-to-end plumbing: generate a client with the real CLI against a running
 * installation (over HTTP), transpile the generated TypeScript to JavaScript with
 * ts-morph's bundled compiler, and import it like a downstream project would.
 */

/** The generated module, loosely typed: the tests exercise it at run time. */
export interface GeneratedModule {
  createClient(options: Record<string, unknown>): LooseClient;
  ApiError: new (
    ...args: never[]
  ) => Error & { kind: string; status?: number; operationId: string };
  parseValidTo(value: unknown): number | undefined;
  operations: Record<string, { id: string; method: string; path: string; name: string }>;
}

export type LooseClient = Record<string, any> & {
  login(credentials: { username: string; password: string }): Promise<Record<string, unknown>>;
  logout(): Promise<void>;
  session(): Record<string, unknown> | undefined;
  request(key: string, params?: unknown, options?: unknown): Promise<any>;
};

export function transpileDir(dir: string): void {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) =>
    p.endsWith('.ts'),
  );
  for (const path of entries) {
    const source = readFileSync(join(dir, path), 'utf8');
    const output = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      fileName: path,
    });
    writeFileSync(join(dir, path.replace(/\.ts$/, '.js')), output.outputText);
  }
}

/** `specforge generate <baseUrl> -o <tmp>` (types, client), transpiled and imported. */
export async function generateAndImport(
  source: string,
  targets = 'types,client',
): Promise<GeneratedModule> {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-e2e-'));
  const result = await runCli(['generate', source, '-o', join(dir, 'api'), '--targets', targets]);
  if (result.code !== 0) throw new Error(`generate failed (${result.code}): ${result.stderr}`);
  transpileDir(join(dir, 'api'));
  return (await import(pathToFileURL(join(dir, 'api', 'index.js')).href)) as GeneratedModule;
}

/** Rejects with the error a promise fails with, or fails when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<Error & Record<string, any>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, any>;
  }
  throw new Error('expected the call to fail');
}
