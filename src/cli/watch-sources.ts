import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { CliIo } from './io.js';
import type { LoadOptions } from '../loader/types.js';
import { oneLine } from '../util/terminal-text.js';

/** Ends a watch. */
export type Stop = () => void;

/** Editors save in bursts (write, rename, chmod): one regeneration after the last event. */
const DEBOUNCE_MS = 150;

/**
 * Calls `onChange(file)` when one of `files` changes. Each file's directory is watched, not
 * the file: an editor that saves by writing a new file and renaming it over the old one
 * would leave a watch on the file itself looking at the deleted one.
 */
export function watchFiles(files: readonly string[], onChange: (file: string) => void): Stop {
  const byDir = new Map<string, Map<string, string>>();
  for (const file of files) {
    const names = byDir.get(dirname(file)) ?? new Map<string, string>();
    names.set(basename(file), file);
    byDir.set(dirname(file), names);
  }
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = [];
  for (const [dir, names] of byDir) {
    try {
      watchers.push(
        watch(dir, (_event, name) => {
          const file = name === null ? undefined : names.get(name.toString());
          if (file === undefined) return;
          clearTimeout(timer);
          timer = setTimeout(() => onChange(basename(file)), DEBOUNCE_MS);
        }),
      );
    } catch {
      // A directory that does not exist (yet) has nothing to watch.
    }
  }
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

/**
 * Polls a URL source every `intervalMs`: a conditional GET (`If-None-Match` with the last
 * ETag) that the server answers 304 while nothing changed; a 200 counts as a change only
 * when its bytes differ (a server without ETags answers 200 every time). The first answer
 * is the baseline. A failed poll is one line, said again only when the failure changes.
 */
export function pollUrl(
  source: string,
  load: LoadOptions,
  intervalMs: number,
  onChange: () => void,
  io: CliIo,
): Stop {
  let etag: string | undefined;
  let hash: string | undefined;
  let lastError = '';
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      const answer = await conditionalGet(source, load, etag);
      lastError = '';
      if (answer.status === 304) return;
      const changed = hash !== undefined && answer.hash !== hash;
      [etag, hash] = [answer.etag, answer.hash];
      if (changed) onChange();
    } catch (error) {
      const message = oneLine(error instanceof Error ? error.message : String(error));
      if (message !== lastError) io.err(`watch: polling ${source} failed: ${message}`);
      lastError = message;
    } finally {
      busy = false;
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), intervalMs);
  return () => clearInterval(timer);
}

async function conditionalGet(
  source: string,
  load: LoadOptions,
  etag: string | undefined,
): Promise<{ status: number; etag?: string; hash?: string }> {
  const [{ resolveSource }, { sendRequest }] = await Promise.all([
    import('../loader/source.js'),
    import('../loader/transport.js'),
  ]);
  const resolved = resolveSource(source);
  const url = resolved.kind === 'url' ? resolved.url : source;
  const headers = { ...load.headers, ...(etag === undefined ? {} : { 'If-None-Match': etag }) };
  const response = await sendRequest({
    url,
    headers,
    insecure: Boolean(load.insecure),
    signal: AbortSignal.timeout(load.timeoutMs ?? 30_000),
  });
  if (response.status === 304) return { status: 304 };
  if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}`);
  const digest = createHash('sha256');
  for await (const chunk of response.body) digest.update(chunk);
  return {
    status: response.status,
    etag: response.header('etag') ?? undefined,
    hash: digest.digest('hex'),
  };
}
