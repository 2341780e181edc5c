/** Media types: the kind of each (JSON, form, multipart, binary, text, other) and content maps → IR. */
import type { MediaContent, MediaKind } from '../../ir/types.js';
import { memo, pointerOf, type Context } from '../context.js';
import { isRecord, sortedKeys, type Json } from '../json.js';
import { escapeToken } from '../../json/pointer.js';
import { convertSchema } from '../schema/convert.js';

export function mediaKind(mediaType: string): MediaKind {
  // Nearly every media type is this one, spelled so: no lower-casing, split and trim for it.
  if (mediaType === 'application/json') return 'json';
  const type = mediaType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type.startsWith('text/')) return 'text';
  if (/^(application\/(octet-stream|pdf|zip|gzip|x-tar)|image\/|audio\/|video\/)/.test(type))
    return 'binary';
  return 'other';
}

/**
 * Media a client reads as text: `text/*`, and XML or YAML (`application/xml`,
 * `application/atom+xml`, `application/x-yaml`). Without a schema their body is a string.
 */
export function isTextMedia(mediaType: string): boolean {
  const type = mediaType.toLowerCase().split(';')[0]?.trim() ?? '';
  const kind = mediaKind(type);
  return kind === 'text' || (kind === 'other' && /[/+](xml|yaml|x-yaml)$/.test(type));
}

/** A `content` map → sorted media contents. Binary media without a schema are binary. */
export function readContents(ctx: Context, content: unknown, pointer: string): MediaContent[] {
  if (!isRecord(content)) return [];
  return sortedKeys(content).map((mediaType) => {
    const media = isRecord(content[mediaType]) ? (content[mediaType] as Json) : {};
    // Pointers built by hand (`${at}/schema`: a literal key needs no escaping), not child():
    // its rest list and per-token escaping showed in profiles (~56 000 pointers at 5 000 operations).
    const at = pointerOf(ctx, media, `${pointer}/${escapeToken(mediaType)}`);
    const kind = mediaKind(mediaType);
    // Without a schema, point at the media entry itself: `…/schema` would not resolve.
    const schemaAt = media.schema === undefined ? at : pointerOf(ctx, media.schema, `${at}/schema`);
    const schema =
      media.schema === undefined && kind === 'binary'
        ? { kind: 'binary' as const, pointer: at, nullable: false }
        : memo(ctx.memo.schema, media.schema, () => convertSchema(ctx, media.schema, schemaAt));
    return { kind: 'media', mediaType, media: kind, schema, pointer: at };
  });
}
