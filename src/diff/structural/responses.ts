import type { Operation, OperationResult, Response } from '../../ir/types.js';
import { emitAt, rootPosition, type Scope } from './context.js';
import { compareSchemas } from './schema.js';

/** Result sources that are guesses from missing documentation, not documented shapes. */
const GUESSED_SOURCES = new Set(['no-schema', 'no-success-response']);

/**
 * Responses: status codes, media types of the success response, and the result the
 * client returns once the envelope is unwrapped (its shape and its item type). The raw
 * response schemas are not compared: the same result may be documented as a bare item,
 * an array or a partial envelope, and that is not a change for anyone.
 */
export function compareResponses(
  oldOperation: Operation,
  newOperation: Operation,
  scope: Scope,
): void {
  compareStatuses(oldOperation.responses, newOperation.responses, scope);
  compareSuccessMedia(oldOperation, newOperation, scope);
  compareResults(oldOperation.result, newOperation.result, newOperation.pointer, scope);
}

function compareStatuses(before: Response[], after: Response[], scope: Scope): void {
  const oldStatuses = new Set(before.map((response) => response.status));
  const newStatuses = new Set(after.map((response) => response.status));
  for (const response of before) {
    if (newStatuses.has(response.status)) continue;
    const at = rootPosition(`response.${response.status}`, 'result');
    emitAt(scope, at, 'status-removed', response.pointer, {
      subject: response.status,
      facts: { success: isSuccess(response.status) },
    });
  }
  for (const response of after) {
    if (oldStatuses.has(response.status)) continue;
    const at = rootPosition(`response.${response.status}`, 'result');
    emitAt(scope, at, 'status-added', response.pointer, {
      subject: response.status,
      facts: { success: isSuccess(response.status) },
    });
  }
}

function compareSuccessMedia(oldOperation: Operation, newOperation: Operation, scope: Scope): void {
  const newByStatus = new Map(
    newOperation.responses.map((response) => [response.status, response]),
  );
  for (const response of oldOperation.responses) {
    const match = newByStatus.get(response.status);
    if (!match || !isSuccess(response.status)) continue;
    if (response.contents.length === 0 || match.contents.length === 0) continue;
    const newTypes = new Set(match.contents.map((content) => content.mediaType));
    const oldTypes = new Set(response.contents.map((content) => content.mediaType));
    const at = rootPosition(`response.${response.status}`, 'result');
    for (const content of response.contents) {
      if (!newTypes.has(content.mediaType))
        emitAt(scope, at, 'media-type-removed', content.pointer, { subject: content.mediaType });
    }
    for (const content of match.contents) {
      if (!oldTypes.has(content.mediaType))
        emitAt(scope, at, 'media-type-added', content.pointer, { subject: content.mediaType });
    }
  }
}

function compareResults(
  before: OperationResult,
  after: OperationResult,
  pointer: string,
  scope: Scope,
): void {
  const at = rootPosition('result', 'result');
  const guessed = GUESSED_SOURCES.has(before.source) || GUESSED_SOURCES.has(after.source);
  if (before.shape !== after.shape) {
    emitAt(scope, at, 'result-shape-changed', pointer, {
      old: before.shape,
      new: after.shape,
      facts: { guessed },
    });
  }
  if (guessed) return; // nothing documented on one side: the item is a guess, not a change
  compareSchemas(before.item, after.item, scope, at);
}

export function isSuccess(status: string): boolean {
  return /^2/.test(status);
}
