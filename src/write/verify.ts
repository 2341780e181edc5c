import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { TARGETS, type TargetDescriptor } from '../emit/targets.js';

/**
 * `generate --verify`: type-checks a written output directory in-process with
 * ts-morph's bundled compiler (so the user's TypeScript version never matters),
 * with the strictest options a consumer might use. ts-morph is imported lazily:
 * it is heavy and only this path needs it.
 */
export const VERIFY_COMPILER_OPTIONS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  // The rest of @tsconfig/strictest (useUnknownInCatchVariables comes with strict).
  noPropertyAccessFromIndexSignature: true,
  useUnknownInCatchVariables: true,
  checkJs: false,
  noEmit: true,
  skipLibCheck: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [] as string[],
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Diagnostics of the directory's `.ts` files (plus `extraFiles`), one line each; [] when clean. */
export async function verifyOutput(
  dir: string,
  extraFiles: readonly string[] = [],
): Promise<string[]> {
  return (await verifyOutputReport(dir, extraFiles)).problems;
}

/** What `generate --verify` checked, so that it can say so, and what it found. */
export interface VerifyReport {
  /** How many `.ts` files were type-checked (the imports they pull in come on top). */
  files: number;
  /** The compiler's version: ts-morph's own, never the project's. */
  typescript: string;
  /** The compiler options that are not TypeScript's defaults, by name. */
  options: string[];
  problems: string[];
}

export async function verifyOutputReport(
  dir: string,
  extraFiles: readonly string[] = [],
): Promise<VerifyReport> {
  const files = [...tsFiles(dir), ...extraFiles];
  const { ts } = await import('ts-morph');
  const options = Object.entries(VERIFY_COMPILER_OPTIONS)
    .filter(([name, value]) => value === true && name !== 'noEmit')
    .map(([name]) => name);
  return {
    files: files.length,
    typescript: ts.version,
    options,
    problems: await verifyFiles(files, dir),
  };
}

/**
 * Generated files import their targets' peer dependencies (`msw`, `@tanstack/query-core`),
 * which the downstream project installs. When the output directory cannot see one (a fresh
 * directory, a test's temp dir), check against the copy beside specforge, if there is one;
 * else TypeScript says it is missing.
 */
function peerPaths(baseDir: string): Record<string, string[]> {
  const visible = (name: string, from: string): string | undefined => {
    try {
      return dirname(createRequire(from).resolve(`${name}/package.json`));
    } catch {
      return undefined;
    }
  };
  const paths: Record<string, string[]> = {};
  for (const name of peerDependencyNames()) {
    const ours = visible(name, import.meta.url);
    if (visible(name, join(baseDir, 'index.ts')) || !ours) continue;
    // A peer whose types ship apart (react: @types/react) resolves to those types first.
    const types = visible(`@types/${name}`, import.meta.url);
    const roots = types ? [types, ours] : [ours];
    paths[name] = roots;
    paths[`${name}/*`] = roots.map((root) => `${root}/*`);
  }
  return paths;
}

function peerDependencyNames(): string[] {
  return [
    ...new Set(
      (TARGETS as readonly TargetDescriptor[]).flatMap((t) => Object.keys(t.peerDependencies)),
    ),
  ];
}

/** Diagnostics of the given files (and what they import), paths shown relative to `baseDir`. */
export async function verifyFiles(files: readonly string[], baseDir: string): Promise<string[]> {
  const { Project, ts } = await import('ts-morph');
  const project = new Project({
    compilerOptions: {
      ...VERIFY_COMPILER_OPTIONS,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      paths: peerPaths(baseDir),
    },
    skipAddingFilesFromTsConfig: true,
  });
  project.addSourceFilesAtPaths([...files]);
  return project.getPreEmitDiagnostics().map((diagnostic) => {
    const file = diagnostic.getSourceFile();
    const where = file
      ? `${relative(baseDir, file.getFilePath())}:${diagnostic.getLineNumber() ?? 0}`
      : '(project)';
    const message = ts.flattenDiagnosticMessageText(diagnostic.compilerObject.messageText, '\n');
    return `${where}: ${message.split('\n')[0]}`;
  });
}
