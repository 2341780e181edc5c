import { statSync } from 'node:fs';
import { relative, sep } from 'node:path';

/**
 * The `file=` of a GitHub annotation: the document, when it is a file of the checkout (a
 * path relative to the workspace, `/` separated); a URL, stdin or a directory has none.
 */
export function annotationFile(source: string): string | undefined {
  if (source === '-' || /^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return undefined;
  try {
    if (!statSync(source).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return workspacePath(source);
}

/** A path relative to the checkout (`GITHUB_WORKSPACE` in a workflow, else the working directory). */
export function workspacePath(path: string): string {
  const root = process.env.GITHUB_WORKSPACE ?? process.cwd();
  return relative(root, path).split(sep).join('/');
}
