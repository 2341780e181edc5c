import { describe, expect, it } from 'vitest';
import { progressBar } from '../../src/cli/progress.js';

/** The probe's progress bar: drawn in place on a terminal, absent under CI, --json, --quiet or a pipe. */
function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, write: (text: string) => written.push(text), written };
}

describe('progress bar', () => {
  it('redraws one line on a terminal and ends it when done', () => {
    const tty = terminal(true);
    const bar = progressBar(tty, {}, { json: false, quiet: false });
    bar?.(0, 4);
    bar?.(2, 4);
    bar?.(4, 4);
    expect(tty.written).toEqual([
      `\r[${'.'.repeat(30)}] 0/4`,
      `\r[${'#'.repeat(15)}${'.'.repeat(15)}] 2/4`,
      `\r[${'#'.repeat(30)}] 4/4\n`,
    ]);
  });

  it('draws nothing under CI, with --json, with --quiet, or when stderr is not a terminal', () => {
    expect(
      progressBar(terminal(true), { CI: 'true' }, { json: false, quiet: false }),
    ).toBeUndefined();
    expect(progressBar(terminal(true), {}, { json: true, quiet: false })).toBeUndefined();
    expect(progressBar(terminal(true), {}, { json: false, quiet: true })).toBeUndefined();
    expect(progressBar(terminal(false), {}, { json: false, quiet: false })).toBeUndefined();
  });
});
