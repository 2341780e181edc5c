import type { Schema } from '../ir/types.js';
import { parserRefusals } from './parser-errors.js';
import type { Session } from './session.js';
import type { Exchange, LearnedBody, WriteCycleReport } from './types.js';
import { send, type WriteContext } from './write-cycle.js';
import type { WriteCycle } from './write-plan.js';

/**
 * A create whose body's required-ness the document does not give (a Flask-RESTX body
 * parser, `RequestBody.requiredness`) is first sent `{}`: the parser refuses it naming the
 * first missing argument (it stops at the first). That field is added — with the value the
 * body sampler drew, else a plain one of its type — and the body sent again, until the
 * answer names no missing field; at most one call per property, plus one. A refusal that
 * lists a field's choices teaches its `enum` (and its first choice is sent next). A refused
 * request creates nothing; a 2xx is the cycle's create and goes down its clean-up path.
 */
export interface Learning {
  learned: LearnedBody;
  /** The body the server needs: the fields it named, with the values sent. */
  body: Record<string, unknown>;
  /** The last answer when it was a 2xx (not yet recorded) or a 401/403 (recorded). */
  answer?: Exchange;
}

export async function learnRequired(
  ctx: WriteContext,
  cycle: WriteCycle,
  session: Session,
  drawn: unknown,
  report: WriteCycleReport,
): Promise<Learning> {
  const { create } = cycle;
  const learned: LearnedBody = {
    ...{ operation: create.id, method: create.method, path: create.path },
    ...{ sent: [], required: [], enums: {}, ended: '' },
  };
  const properties = propertiesOf(create.body?.contents.find((c) => c.media === 'json')?.schema);
  const body: Record<string, unknown> = {};
  const url = `${ctx.apiBase}${cycle.collection}`;
  for (let round = 0; round <= properties.size; round++) {
    const sent = { ...body };
    const answer = await send(ctx, session, create, url, sent, 'create', report);
    const refusal = answer.status === 400 ? parserRefusals(answer.body)[0] : undefined;
    learned.sent.push({
      body: sent,
      status: answer.status,
      ...(refusal ? { refused: refusal.message } : {}),
    });
    if (answer.status >= 200 && answer.status < 300) {
      learned.ended = `HTTP ${answer.status}: the body was complete, and the record it created is the cycle's`;
      return { learned: done(learned), body, answer };
    }
    ctx.record(answer);
    if (refusal?.choices) learned.enums[refusal.field] = refusal.choices;
    const next = nextValue(refusal, body, properties, drawn);
    if (answer.status === 401 || answer.status === 403 || next === undefined) {
      learned.ended = endOf(answer.status, refusal);
      return {
        learned: done(learned),
        body,
        ...(answer.status === 401 || answer.status === 403 ? { answer } : {}),
      };
    }
    if (refusal?.kind === 'missing') learned.required.push(refusal.field);
    Object.defineProperty(body, refusal!.field, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  learned.ended = `stopped after ${learned.sent.length} calls (one per property, plus one)`;
  return { learned: done(learned), body };
}

/** What to send for the refused field next: the drawn value for a missing one, a listed choice for a refused one. */
function nextValue(
  refusal: ReturnType<typeof parserRefusals>[number] | undefined,
  body: Record<string, unknown>,
  properties: Map<string, Schema>,
  drawn: unknown,
): unknown {
  if (!refusal || !properties.has(refusal.field)) return undefined;
  if (refusal.kind === 'choice')
    return Object.hasOwn(body, refusal.field) ? refusal.choices?.[0] : undefined;
  if (refusal.kind !== 'missing' || Object.hasOwn(body, refusal.field)) return undefined;
  const sampled = (drawn as Record<string, unknown> | undefined)?.[refusal.field];
  return sampled !== undefined ? sampled : plainValue(properties.get(refusal.field) as Schema);
}

function endOf(
  status: number,
  refusal: ReturnType<typeof parserRefusals>[number] | undefined,
): string {
  if (status === 401 || status === 403) return `HTTP ${status}: refused to this user`;
  if (refusal)
    return `HTTP ${status} refusing ${refusal.field} (${refusal.kind}): nothing more to add`;
  return `HTTP ${status || 'none'} naming no missing field`;
}

function done(learned: LearnedBody): LearnedBody {
  return { ...learned, required: [...new Set(learned.required)].sort() };
}

function propertiesOf(schema: Schema | undefined): Map<string, Schema> {
  return new Map(schema?.kind === 'object' ? schema.properties.map((p) => [p.name, p.schema]) : []);
}

function plainValue(schema: Schema): unknown {
  if (schema.kind === 'number') return 1;
  if (schema.kind === 'boolean') return false;
  if (schema.kind === 'object') return {};
  if (schema.kind === 'array') return [];
  return 'specforge-probe';
}
