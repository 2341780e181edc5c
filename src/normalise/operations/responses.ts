/** Responses per status (sorted), refs followed, header names lower-cased. */
import type { Response } from '../../ir/types.js';
import { pointerOf, resolveRef, type Context } from '../context.js';
import { isRecord, objectAt, refOf, sortedKeys, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { readContents } from './media.js';

export function readResponses(ctx: Context, op: Json, pointer: string): Response[] {
  const responses = objectAt(op, 'responses');
  const out: Response[] = [];
  for (const status of sortedKeys(responses)) {
    if (status.startsWith('x-')) continue;
    const ref = refOf(responses[status]);
    const node = ref === undefined ? responses[status] : resolveRef(ctx, ref);
    if (!isRecord(node)) continue;
    const at = pointerOf(ctx, node, ref ?? child(pointer, 'responses', status));
    const response: Response = {
      kind: 'response',
      status: /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status,
      contents: readContents(ctx, node.content, child(at, 'content')),
      headers: Object.keys(objectAt(node, 'headers'))
        .map((name) => name.toLowerCase())
        .sort(),
      pointer: at,
    };
    if (typeof node.description === 'string') response.description = node.description;
    out.push(response);
  }
  return out;
}
