import type { MockOperation, MockSchemas } from './types.js';
import type { MockOperationValidators } from './validate.js';
import type { Collection } from './collections.js';
import { resultCheck } from './validate.js';
import { propertiesOf } from './schema-utils.js';
import { drawOnce, sampleValid, type SampleRequest, type ValueCheck } from './sample.js';

/**
 * Where the engine's values come from: drawn from the model's schemas by a seeded
 * stream and checked by the generated result validators (sample.ts), so every stored
 * item and every generated answer is one the client's own validators accept.
 */
export interface Drawing {
  seed: number;
  schemas: MockSchemas;
  validators: Readonly<Record<string, MockOperationValidators>>;
}

/** The check of a collection's items: its source operation's result validator. */
export function itemCheck(drawing: Drawing, collection: Collection): ValueCheck | undefined {
  return resultCheck(drawing.validators[collection.source]);
}

/** A new item of a collection, drawn from the stream `key` (checked: valid or SampleError). */
export function drawItem(drawing: Drawing, collection: Collection, key: string): unknown {
  return sampleValid(itemRequest(drawing, collection, key));
}

/**
 * What `drawItem` tries first, not checked yet: the caller checks it once with the fields it
 * adds, and draws with `drawItem` when that check fails.
 */
export function drawItemUnchecked(drawing: Drawing, collection: Collection, key: string): unknown {
  return drawOnce(itemRequest(drawing, collection, key));
}

function itemRequest(drawing: Drawing, collection: Collection, key: string): SampleRequest {
  return {
    schema: collection.item,
    schemas: drawing.schemas,
    label: `item of ${collection.key} (the result of ${collection.source})`,
    seed: drawing.seed,
    key,
    check: itemCheck(drawing, collection),
  };
}

/** One result item of an operation, drawn from the stream `key`. */
export function drawResult(drawing: Drawing, operation: MockOperation, key: string): unknown {
  return sampleValid({
    schema: operation.result.item,
    schemas: drawing.schemas,
    label: `result of ${operation.id}`,
    seed: drawing.seed,
    key,
    check: resultCheck(drawing.validators[operation.id], operation.result.shape === 'raw'),
  });
}

/**
 * Sets `item[key] = value` when the item stays valid (or there is no check), and says
 * whether it did: how request fields, identities and links are written into items
 * whose shape the response schema decides.
 */
export function setIfValid(
  item: Record<string, unknown>,
  key: string,
  value: unknown,
  check: ValueCheck | undefined,
): boolean {
  const had = Object.prototype.hasOwnProperty.call(item, key);
  const before = item[key];
  Object.defineProperty(item, key, { value, enumerable: true, writable: true, configurable: true });
  if (!check || check(item) === undefined) return true;
  if (had) item[key] = before;
  else delete item[key];
  return false;
}

/**
 * A stored item as the operation's result schema marshals it, where that is another
 * schema of the same thing (a `JobDetail` stored, a `Job` answered by the cancel): the
 * item's fields that schema names, id included, when the result validator accepts them.
 */
export function marshalledAs(
  drawing: Drawing,
  operation: MockOperation,
  item: Record<string, unknown>,
  idField: string,
): Record<string, unknown> | undefined {
  const names = propertiesOf(operation.result.item, drawing.schemas);
  if (!names.has(idField)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item))
    if (names.has(key))
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  const check = resultCheck(drawing.validators[operation.id], operation.result.shape === 'raw');
  return check === undefined || check(out) === undefined ? out : undefined;
}
