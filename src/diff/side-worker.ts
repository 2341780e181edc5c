/**
 * Worker-thread entry: loads and normalises one side of a diff (see side-model.ts) and
 * posts the model, or the error, back to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SpecforgeError } from '../errors.js';
import { modelOfSide, type SideAnswer, type SideRequest } from './side-model.js';

async function answer(request: SideRequest): Promise<SideAnswer> {
  try {
    return { model: await modelOfSide(request) };
  } catch (error) {
    if (error instanceof SpecforgeError) {
      return {
        error: {
          message: error.message,
          code: error.code,
          hint: error.hint,
          exitCode: error.exitCode,
        },
      };
    }
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

parentPort?.postMessage(await answer(workerData as SideRequest));
