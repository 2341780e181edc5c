import { resolve } from 'node:path';
import { SpecforgeError } from '../errors.js';
import type { CliIo } from './io.js';
import {
  commandSettings,
  requireOutput,
  type CommandFlags,
  type CommandSettings,
} from './settings.js';
import { watchFiles, pollUrl, type Stop } from './watch-sources.js';
import { oneLine } from '../util/terminal-text.js';

/** What a watch reads: generate's flags for each run, and the polling interval. */
interface WatchFlags extends CommandFlags {
  'watch-interval'?: number;
  force?: boolean;
}

/**
 * `generate --watch`: generate, then again on every change of the document file, the config
 * file or an overlay (fs.watch, debounced), or of a URL source (polled every
 * `--watch-interval` ms with `If-None-Match`). One line per regeneration; an error is one
 * line and the watch goes on. Each run writes through the atomic writer (a temporary
 * directory, then a swap), so a reader never sees half an output. Runs never overlap: a
 * change during a run starts one more run after it. SIGINT ends the watch with exit 0.
 */
export async function watchGenerate(args: WatchFlags, io: CliIo): Promise<number> {
  const interval = watchInterval(args['watch-interval']);
  let stops: Stop[] = [];
  let watched = '';
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let count = 0;

  const regenerate = (reason: string): Promise<void> => {
    if (queued) return running;
    queued = true;
    running = running.then(async () => {
      queued = false;
      const settings = await once(args, io, reason, (count += 1));
      if (settings) rewatch(settings);
    });
    return running;
  };

  /** The files (and URL) to watch follow the config: an edit may add an overlay. */
  const rewatch = (settings: CommandSettings): void => {
    const { files, url } = watchTargets(settings, args);
    const key = JSON.stringify([files, url]);
    if (key === watched) return;
    for (const stop of stops) stop();
    watched = key;
    stops = [watchFiles(files, (file) => void regenerate(`${file} changed`))];
    if (url)
      stops.push(
        pollUrl(url, settings.load, interval, () => void regenerate(`${url} changed`), io),
      );
    io.err(`watching ${[...files, ...(url ? [url] : [])].join(', ')} (Ctrl-C stops)`);
  };

  await regenerate('start');
  if (watched === '') {
    // The first run failed before the settings were known (a config mistake): watch the config.
    stops = [watchFiles([resolve(configPath(args))], () => void regenerate('config changed'))];
  }
  // Kept for good (`on`, not `once`): a write interrupted by this SIGINT removes its temporary
  // directory and signals again (write/leftovers.ts), which must not kill us before exit 0.
  await new Promise<void>((done) => process.on('SIGINT', () => done()));
  for (const stop of stops) stop();
  await running;
  return 0;
}

/** One run; the settings it read (so the watch follows them even when the run failed). */
async function once(
  args: WatchFlags,
  io: CliIo,
  reason: string,
  count: number,
): Promise<CommandSettings | undefined> {
  let settings: CommandSettings | undefined;
  try {
    settings = await commandSettings(args);
    const output = requireOutput(settings.output);
    const { generate } = await import('../api/index.js');
    const result = await generate({ ...settings, output, force: Boolean(args.force) });
    const warnings = result.diagnostics.filter((d) => d.severity !== 'info').length;
    const what = count === 1 ? 'generated' : `regenerated (${reason})`;
    io.err(
      `${what} ${output}: ${result.files.length} files, ${result.model.operations.length} operations, ${warnings} warnings`,
    );
  } catch (error) {
    io.err(
      `error: ${oneLine(error instanceof Error ? error.message : String(error))} (still watching)`,
    );
  }
  return settings;
}

function watchTargets(
  settings: CommandSettings,
  args: WatchFlags,
): { files: string[]; url?: string } {
  const files = [configPath(args), ...(settings.load.overlays ?? [])];
  const source = settings.source;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
    return { files: files.map((f) => resolve(f)), url: source };
  if (source !== '-') files.unshift(source);
  return { files: [...new Set(files.map((f) => resolve(f)))] };
}

/** The config file named by --config, else the JSON one (watched even before it exists). */
function configPath(args: WatchFlags): string {
  return args.config ?? 'specforge.config.json';
}

function watchInterval(value: number | undefined): number {
  const ms = value ?? 5000;
  if (!Number.isFinite(ms) || ms < 100) {
    throw new SpecforgeError(
      'usage',
      '--watch-interval must be a number of milliseconds, at least 100',
    );
  }
  return ms;
}
