import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import { SpecforgeError } from '../errors.js';
import { readDiffSide } from './read-side.js';

/** One side of a diff to load and normalise; plain data, so it can cross to a worker. */
export interface SideRequest {
  source: string;
  load?: LoadOptions;
  normalise?: NormaliseOptions;
}

/** What a side worker answers: the model, or the error that stopped it. */
export type SideAnswer =
  | { model: ApiModel }
  | { error: { message: string; code?: string; hint?: string; exitCode?: 1 | 2 } };

export async function modelOfSide(request: SideRequest): Promise<ApiModel> {
  const normaliser = import('../normalise/index.js'); // loads while the document is read
  const side = await readDiffSide(request.source, request.load);
  const { normalise } = await normaliser;
  return normalise(side, request.normalise ?? {});
}

/** Below this size a side is read faster than a worker thread starts (~100 ms of CPU). */
const THREAD_WORTHY_BYTES = 1024 * 1024;

/**
 * Is a side worth its own thread? Only when a core is idle (on a busy machine a second
 * thread adds work and wins nothing), and only for a big document: a small local file is
 * not; a URL or an output directory may be (their size is not known before reading them).
 */
export async function worthAThread(source: string): Promise<boolean> {
  if (loadavg()[0] > availableParallelism() - 0.5) return false;
  if (source === '-' || /^https?:\/\//i.test(source)) return true;
  try {
    const info = await stat(source);
    return !info.isFile() || info.size >= THREAD_WORTHY_BYTES;
  } catch {
    return true; // not a local path: the loader explains
  }
}

const WORKER = new URL('./side-worker.js', import.meta.url);

/**
 * Loads and normalises a side on a worker thread, so that the two sides of a diff use two
 * cores (normalising a large document is most of a diff's time). Only where the compiled
 * worker exists (the built package; tests running TypeScript sources go serial) and never
 * for stdin, which belongs to the main thread.
 */
export function modelInWorker(request: SideRequest): Promise<ApiModel> | undefined {
  if (request.source === '-' || !existsSync(fileURLToPath(WORKER))) return undefined;
  const { stdin: _stdin, ...load } = request.load ?? {};
  return import('node:worker_threads').then(
    ({ Worker }) =>
      new Promise<ApiModel>((resolve, reject) => {
        const worker = new Worker(WORKER, { workerData: { ...request, load } });
        worker.once('message', (answer: SideAnswer) => {
          if ('model' in answer) resolve(answer.model);
          else reject(rebuildError(answer.error));
          void worker.terminate();
        });
        worker.once('error', reject);
      }),
  );
}

function rebuildError(error: Extract<SideAnswer, { error: unknown }>['error']): Error {
  if (!error.code) return new Error(error.message);
  return new SpecforgeError(error.code, error.message, {
    hint: error.hint,
    exitCode: error.exitCode,
  });
}
