/**
 * The one test of a generated file's path (the writer's, and `emit`'s for a plugin's files):
 * relative, `/`-separated, no empty, `.` or `..` segment and no backslash, so joining it to
 * the output directory cannot leave it.
 */
export function isSafeRelativePath(path: string): boolean {
  const segments = path.split('/');
  return !segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'));
}
