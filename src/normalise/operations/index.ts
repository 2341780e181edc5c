/**
 * Operations from the 3.x-shaped paths: collected in IR order (path, then method), given
 * unique ids, read (parameters, body, responses, result, access, auth), then named all
 * at once (names depend on each other).
 */
import type { HttpMethod, Operation, RequestBody } from '../../ir/types.js';
import { compareStrings } from '../../ir/sort.js';
import { pointerOf, report, resolveRef, type Context } from '../context.js';
import { isRecord, objectAt, refOf, sortedKeys, stringAt, stringsAt, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { nameOperations } from '../names/operations.js';
import type { NameInput } from '../names/derive.js';
import { httpMethods } from '../swagger2/upgrade.js';
import { accessLevel, permissionsOf } from './access.js';
import { queryParserBody, readBody } from './body.js';
import { assignIds } from './ids.js';
import { readParameters } from './parameters.js';
import { readResponses } from './responses.js';
import { decideResult } from './result.js';
import type { SchemaLookup } from './envelope-schema.js';
import { needsAuth, reportSecurity, type SecurityTally } from './security.js';

interface Draft {
  method: HttpMethod;
  path: string;
  pointer: string;
  node: Json;
  item: Json;
  itemPointer: string;
}

export interface OperationsInput {
  lookup: SchemaLookup;
  /** Lower-cased names of the Session and Token headers. */
  authHeaders: string[];
}

export function buildOperations(ctx: Context, input: OperationsInput): Operation[] {
  const drafts = collect(ctx);
  // The steps get only the fields they read, and each operation gets its name in place:
  // spread copies of every draft and operation were ~10 MB of a 5 000-operation run's garbage.
  const ids = assignIds(
    ctx,
    drafts.map((d) => ({
      method: d.method,
      path: d.path,
      pointer: d.pointer,
      written: writtenId(d.node),
    })),
  );
  const tally: SecurityTally = { eitherRead: [], assumed: [] };
  const ops = drafts.map((draft, index) =>
    readOperation(ctx, draft, ids[index] as string, input, tally),
  );
  reportSecurity(ctx, tally);
  const names = nameOperations(ctx, ops.map(nameInput));
  return ops.map((op, index) => {
    const named = op as Operation;
    named.name = names[index] as Operation['name'];
    return named;
  });
}

function nameInput(op: Unnamed): NameInput {
  const { method, path, id, originalId, pointer, result } = op;
  const shape = result.documentShape ?? result.shape;
  return originalId === undefined
    ? { method, path, id, shape, pointer }
    : { method, path, id, originalId, shape, pointer };
}

function writtenId(node: Json): string | undefined {
  const id = stringAt(node, 'operationId');
  return id === undefined || id.trim() === '' ? undefined : id;
}

function collect(ctx: Context): Draft[] {
  const paths = objectAt(ctx.document, 'paths');
  const drafts: Draft[] = [];
  const keys = sortedKeys(paths);
  // Index loops: `for…of` allocates an iteration result per step while V8's optimising
  // compiler is off (cli/v8-tuning.ts): eight per path for the methods alone.
  for (let k = 0; k < keys.length; k++) {
    const path = keys[k] as string;
    if (!path.startsWith('/')) continue;
    const itemPointer = child('#/paths', path);
    const ref = refOf(paths[path]);
    const item = ref === undefined ? paths[path] : resolveRef(ctx, ref);
    if (!isRecord(item)) continue;
    for (let m = 0; m < httpMethods.length; m++) {
      const method = httpMethods[m] as (typeof httpMethods)[number];
      const node = item[method];
      if (isRecord(node))
        drafts.push({
          method: method.toUpperCase() as HttpMethod,
          path,
          pointer: `${itemPointer}/${method}`, // a method name needs no escaping
          node,
          item,
          itemPointer,
        });
    }
  }
  return drafts.sort(
    (a, b) => compareStrings(a.path, b.path) || compareStrings(a.method, b.method),
  );
}

type Unnamed = Omit<Operation, 'name'>;

function readOperation(
  ctx: Context,
  d: Draft,
  id: string,
  input: OperationsInput,
  tally: SecurityTally,
): Unnamed {
  const written = writtenId(d.node);
  const facts = readParameters(
    ctx,
    d.path,
    d.item,
    pointerOf(ctx, d.item, d.itemPointer),
    d.node,
    d.pointer,
    input.authHeaders,
  );
  let body: RequestBody | undefined = readBody(ctx, d.node, d.pointer);
  let parameters = facts.parameters;
  if (body === undefined)
    ({ body, parameters } = queryParserBody(ctx, d.method, parameters, d.pointer));
  const responses = readResponses(ctx, d.node, d.pointer);
  if (isRecord(d.node.callbacks))
    report(
      ctx,
      'callbacks-ignored',
      'info',
      child(d.pointer, 'callbacks'),
      'Callbacks are not part of the client; left out.',
    );
  // Built field by field in the model's key order, the operation itself serving as the
  // access and result steps' input: with the optimising compiler off (cli/v8-tuning.ts) an
  // object spread followed by more fields (`{ ...base, responses }`) cost ~1-2 µs a time.
  const op = { kind: 'operation', method: d.method, path: d.path, id } as Unnamed;
  if (written !== undefined) op.originalId = written;
  op.pointer = d.pointer;
  op.tags = stringsAt(d.node, 'tags');
  op.deprecated = d.node.deprecated === true;
  op.access = accessLevel(ctx, op);
  op.auth = needsAuth(ctx, d.node, d.method, d.path, d.pointer, tally);
  op.permissions = permissionsOf(op);
  op.parameters = parameters;
  op.responses = responses;
  op.result = decideResult(ctx, op, input.lookup);
  if (facts.fieldMask) op.fieldMask = facts.fieldMask;
  if (typeof d.node['x-sunset'] === 'string') op.sunset = d.node['x-sunset'];
  if (body) op.body = body;
  if (typeof d.node.summary === 'string') op.summary = d.node.summary;
  if (typeof d.node.description === 'string') op.description = d.node.description;
  return op;
}
