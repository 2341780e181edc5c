/**
 * Operation ids: unique, as written when possible. Missing ids are synthesised in the
 * Flask-RESTX style (`get_job_resource`, `get_job_list`); duplicates (which
 * swagger-parser refuses) get `_2`, `_3` … in path/method order; ids that embed the URL
 * (`get_object_resource_/storage/…`) are kept but noted.
 */
import type { HttpMethod } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { isParamSegment } from '../names/derive.js';
import { words } from '../names/identifiers.js';

export interface IdInput {
  method: HttpMethod;
  path: string;
  pointer: string;
  written?: string;
}

export function assignIds(ctx: Context, ops: IdInput[]): string[] {
  const taken = new Set<string>();
  return ops.map((op) => {
    const base = op.written ?? synthesise(op.method, op.path);
    if (op.written === undefined) {
      report(ctx, 'operation-id-missing', 'info', op.pointer, `No operationId; using ${base}.`);
    } else if (op.written.includes('_/')) {
      report(
        ctx,
        'operation-id-embeds-url',
        'info',
        `${op.pointer}/operationId`,
        'The operationId embeds the URL; names use the part before it.',
      );
    }
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
    if (id !== base) {
      report(
        ctx,
        'duplicate-operation-id',
        'warning',
        `${op.pointer}/operationId`,
        `operationId ${base} is used more than once; this one is ${id}.`,
      );
    }
    taken.add(id);
    return id;
  });
}

function synthesise(method: HttpMethod, path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  const parts = segments.filter((s) => !isParamSegment(s)).flatMap((s) => words(s.toLowerCase()));
  const last = segments[segments.length - 1];
  const kind = last !== undefined && isParamSegment(last) ? 'resource' : 'list';
  return [method.toLowerCase(), ...parts, kind].join('_');
}
