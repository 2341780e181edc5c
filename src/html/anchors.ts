/**
 * Element ids for a page's sections, made from document text (`GET /job/{jobid}` →
 * `op-get-job-jobid`): readable in a link, stable as long as the label is, and unique
 * within one page (a second `op-get-job` becomes `op-get-job--2`: a slug never holds `--`).
 */
export function anchorIds(prefix: string): (label: string) => string {
  const taken = new Map<string, number>();
  return (label) => {
    const slug = label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const base = slug ? `${prefix}-${slug}` : prefix;
    const seen = (taken.get(base) ?? 0) + 1;
    taken.set(base, seen);
    return seen === 1 ? base : `${base}--${seen}`;
  };
}
