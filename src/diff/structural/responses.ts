import type { Operation, OperationResult, Response } from '../../ir/types.js';
import { emitAt, rootPosition, type Position, type Scope } from './context.js';
import { compareSchemas } from './schema.js';
import { typeLabel } from './labels.js';

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
  compareSuccessResponses(oldOperation, newOperation, scope);
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

/** The success responses both sides document: their media types and headers. */
function compareSuccessResponses(
  oldOperation: Operation,
  newOperation: Operation,
  scope: Scope,
): void {
  const newByStatus = new Map(
    newOperation.responses.map((response) => [response.status, response]),
  );
  for (const response of oldOperation.responses) {
    const match = newByStatus.get(response.status);
    if (!match || !isSuccess(response.status)) continue;
    const at = rootPosition(`response.${response.status}`, 'result');
    // A side with no documented media says nothing about media types: not compared.
    if (response.contents.length > 0 && match.contents.length > 0) {
      const types = (of: Response) => of.contents.map((content) => content.mediaType);
      compareNames(types(response), types(match), 'media-type', match.pointer, scope, at);
    }
    compareNames(response.headers, match.headers, 'header', match.pointer, scope, at);
  }
}

/** Names present on one side only: `<what>-removed` and `<what>-added` changes. */
function compareNames(
  before: string[],
  after: string[],
  what: 'media-type' | 'header',
  pointer: string,
  scope: Scope,
  at: Position,
): void {
  const oldNames = new Set(before);
  const newNames = new Set(after);
  for (const name of before) {
    if (!newNames.has(name)) emitAt(scope, at, `${what}-removed`, pointer, { subject: name });
  }
  for (const name of after) {
    if (!oldNames.has(name)) emitAt(scope, at, `${what}-added`, pointer, { subject: name });
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
  } else if (before.documented && after.documented && before.documented !== after.documented) {
    // The same shape from a different documented type: one item on a `_list` resource is
    // still read as a list (by its name), but the document now says one object.
    emitAt(scope, at, 'type-changed', pointer, {
      old: documentedType(before.documented, before),
      new: documentedType(after.documented, after),
    });
  }
  if (guessed) return; // nothing documented on one side: the item is a guess, not a change
  compareSchemas(before.item, after.item, scope, at);
}

/** `array of Queue` or `Queue`: the type the success schema documents. */
function documentedType(documented: 'array' | 'item', result: OperationResult): string {
  const item = typeLabel(result.item);
  return documented === 'array' ? `array of ${item}` : item;
}

export function isSuccess(status: string): boolean {
  return /^2/.test(status);
}
