import { rmSync } from 'node:fs';
import { open, readFile, readdir, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SpecforgeError } from '../errors.js';

/**
 * What `generate` leaves beside the output while it writes, and how it is cleaned up
 * (audit item 13): `.NAME.specforge-new-PID-HEX` (the next output), `-old-` (the
 * previous one, during the swap) and `.NAME.specforge-lock` (one writer at a time).
 * Each carries the writer's pid, so a later run can tell a live writer from the
 * remains of one that was killed.
 */
const LEFTOVER = /^\.(.+)\.specforge-(new|old)-(\d+)-[0-9a-f]{8}$/;

export function tempNames(target: string, suffix: string): { temp: string; old: string } {
  const at = (kind: string): string =>
    join(dirname(target), `.${basename(target)}.specforge-${kind}-${suffix}`);
  return { temp: at('new'), old: at('old') };
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary directories of earlier runs whose process is gone. A previous
 * output caught mid-swap (`-old-` present, the output itself missing) is put back.
 */
export async function sweepLeftovers(target: string, targetExists: boolean): Promise<boolean> {
  let restored = false;
  const names = await readdir(dirname(target)).catch(() => [] as string[]);
  for (const name of names) {
    const match = LEFTOVER.exec(name);
    if (!match || match[1] !== basename(target) || isAlive(Number(match[3]))) continue;
    const path = join(dirname(target), name);
    if (match[2] === 'old' && !targetExists && !restored) {
      await rename(path, target);
      restored = true;
    } else await rm(path, { recursive: true, force: true });
  }
  return restored;
}

/**
 * `.NAME.specforge-lock`, created exclusively: a second `generate` into the same
 * directory fails cleanly (exit 2) while the first runs; a lock left by a killed run is
 * taken over. Resolves to its path and the function that releases it.
 */
export async function holdWriteLock(
  target: string,
): Promise<{ path: string; release: () => Promise<void> }> {
  const path = join(dirname(target), `.${basename(target)}.specforge-lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { path, release: () => unlink(path).catch(() => undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(path, 'utf8').catch(() => ''));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new SpecforgeError(
          'output-busy',
          `another specforge (pid ${holder}) is writing ${target}`,
          {
            hint: `wait for it to finish; if no such process runs, remove ${path}`,
          },
        );
      }
      await unlink(path).catch(() => undefined);
    }
  }
  throw new SpecforgeError('output-busy', `cannot take the write lock ${path}`);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * While `paths` are being written: on Ctrl-C or SIGTERM remove them (synchronously: the
 * process is about to end), then end the process the way the signal would have.
 * Returns the function that stops listening.
 */
export function removeOnSignal(paths: () => readonly string[]): () => void {
  const handler = (signal: NodeJS.Signals): void => {
    for (const path of paths()) rmSync(path, { recursive: true, force: true });
    stop();
    process.kill(process.pid, signal);
  };
  const stop = (): void => {
    for (const signal of SIGNALS) process.off(signal, handler);
  };
  for (const signal of SIGNALS) process.on(signal, handler);
  return stop;
}
