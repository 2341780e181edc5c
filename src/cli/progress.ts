/**
 * A one-line progress bar on stderr (`[#####.....] 12/40`), redrawn in place. Only on an
 * interactive terminal outside CI, never with `--json` or `--quiet`: anywhere else a
 * carriage return would litter a log. `end()` closes the line (a run that stopped early,
 * or any message that follows), so nothing is printed over the bar.
 */
export interface ProgressTarget {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressBar {
  update(done: number, total: number): void;
  end(): void;
}

const WIDTH = 30;

export function progressBar(
  stream: ProgressTarget,
  env: NodeJS.ProcessEnv,
  options: { json: boolean; quiet: boolean },
): ProgressBar | undefined {
  if (!stream.isTTY || env.CI || options.json || options.quiet) return undefined;
  let last = -1;
  let open = false;
  return {
    update(done, total) {
      const filled = Math.round((Math.min(done, total) / Math.max(total, 1)) * WIDTH);
      if (filled === last && done < total) return; // redraw only when the bar moves
      last = filled;
      open = done < total;
      stream.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total}${open ? '' : '\n'}`,
      );
    },
    end() {
      if (open) stream.write('\n');
      open = false;
    },
  };
}
