import type { MediaContent, RequestBody } from '../../ir/types.js';
import { emitAt, rootPosition, type Position, type Scope } from './context.js';
import { compareSchemas } from './schema.js';

const BODY: Position = rootPosition('body', 'body');

/** Request bodies: presence, `required`, media types, then the schema of each shared media type. */
export function compareBodies(
  before: RequestBody | undefined,
  after: RequestBody | undefined,
  scope: Scope,
): void {
  if (!before && !after) return;
  if (!before || !after) {
    const body = (after ?? before)!;
    emitAt(scope, BODY, after ? 'body-added' : 'body-removed', body.pointer, {
      facts: { required: body.required },
    });
    return;
  }
  if (before.required !== after.required) {
    emitAt(scope, BODY, 'required-changed', after.pointer, {
      old: before.required,
      new: after.required,
      facts: { body: true },
    });
  }
  // A body parser's fields say nothing about required: properties added to it are judged apart.
  const inner: Scope =
    after.requiredness === 'unknown' ? { ...scope, requiredUnknown: true } : scope;
  compareContents(before.contents, after.contents, after.pointer, inner, BODY);
}

/**
 * Media types by name, then schemas of the ones both sides have.
 * A side with no documented media says nothing, so it is not compared.
 */
export function compareContents(
  before: MediaContent[],
  after: MediaContent[],
  pointer: string,
  scope: Scope,
  at: Position,
): void {
  if (before.length === 0 || after.length === 0) return;
  const newByType = new Map(after.map((content) => [content.mediaType, content]));
  const oldTypes = new Set(before.map((content) => content.mediaType));
  for (const content of before) {
    const match = newByType.get(content.mediaType);
    if (match) compareSchemas(content.schema, match.schema, scope, at);
    else emitAt(scope, at, 'media-type-removed', content.pointer, { subject: content.mediaType });
  }
  for (const content of after) {
    if (!oldTypes.has(content.mediaType))
      emitAt(scope, at, 'media-type-added', content.pointer ?? pointer, {
        subject: content.mediaType,
      });
  }
}
