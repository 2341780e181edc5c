import { timeoutFailure } from '../loader/network-errors.js';

/**
 * At most `limit` tasks at once, results in input order. Each task catches its own
 * failures (a survey row records them), so one never stops the others.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * `work` raced against the installation's deadline: when `signal` fires first, a timeout
 * error (the loader's, naming the URL) wins. Work that ignores the signal still ends by its
 * own per-attempt timeout, which is never longer than the deadline.
 */
export function beforeDeadline<T>(
  work: Promise<T>,
  signal: AbortSignal,
  url: string,
  ms: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const expire = () => reject(timeoutFailure(url, ms));
    if (signal.aborted) return expire();
    signal.addEventListener('abort', expire, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', expire));
  });
}
