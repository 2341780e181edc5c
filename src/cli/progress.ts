/**
 * A one-line progress bar on stderr (`[#####.....] 12/40`), redrawn in place. Only on an
 * interactive terminal outside CI, never with `--json` or `--quiet`: anywhere else a
 * carriage return would litter a log. Undefined when there is nothing to draw.
 */
export interface ProgressTarget {
  isTTY?: boolean;
  write(text: string): unknown;
}

const WIDTH = 30;

export function progressBar(
  stream: ProgressTarget,
  env: NodeJS.ProcessEnv,
  options: { json: boolean; quiet: boolean },
): ((done: number, total: number) => void) | undefined {
  if (!stream.isTTY || env.CI || options.json || options.quiet) return undefined;
  let last = -1;
  return (done, total) => {
    const filled = Math.round((Math.min(done, total) / Math.max(total, 1)) * WIDTH);
    if (filled === last && done < total) return; // redraw only when the bar moves
    last = filled;
    stream.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total}${done >= total ? '\n' : ''}`,
    );
  };
}
