/** Responses per status (sorted), refs followed, header names lower-cased. */
import type { Response } from '../../ir/types.js';
import { pointerOf, resolveRef, type Context } from '../context.js';
import { isRecord, objectAt, refOf, sortedKeys, type Json } from '../json.js';
import { escapeToken } from '../../json/pointer.js';
import { readContents } from './media.js';

export function readResponses(ctx: Context, op: Json, pointer: string): Response[] {
  const responses = objectAt(op, 'responses');
  const out: Response[] = [];
  for (const status of sortedKeys(responses)) {
    if (status.startsWith('x-')) continue;
    const ref = refOf(responses[status]);
    const node = ref === undefined ? responses[status] : resolveRef(ctx, ref);
    if (!isRecord(node)) continue;
    // Pointers built by hand, not child() (see media.ts).
    const at = pointerOf(ctx, node, ref ?? `${pointer}/responses/${escapeToken(status)}`);
    const response: Response = {
      kind: 'response',
      status: /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status,
      contents: readContents(ctx, node.content, `${at}/content`),
      headers: headerNames(node.headers),
      pointer: at,
    };
    if (typeof node.description === 'string') response.description = node.description;
    out.push(response);
  }
  return out;
}

/** Lower-cased and sorted; most responses declare no headers (then no copies are made). */
function headerNames(headers: unknown): string[] {
  if (!isRecord(headers)) return [];
  const names = Object.keys(headers);
  for (let i = 0; i < names.length; i++) names[i] = (names[i] as string).toLowerCase();
  return names.sort();
}
