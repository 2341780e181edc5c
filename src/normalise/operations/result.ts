/**
 * What the caller of an operation gets back once the envelope is unwrapped, and why
 * (see docs/adr/0002-envelope-rules.md): from the success response's schema when it
 * settles the question, from the shape rules when it does not, from configuration
 * (by operationId or `METHOD /path`) above all.
 */
import type {
  HttpMethod,
  MediaContent,
  OperationResult,
  Response,
  Schema,
} from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { configuredKey } from '../config-key.js';
import type { SchemaLookup } from './envelope-schema.js';
import { fromSchema, withoutSchema } from './result-content.js';
import { isTextMedia } from './media.js';
import { guessShape } from './shape-rules.js';

export interface ResultInput {
  method: HttpMethod;
  path: string;
  id: string;
  originalId?: string;
  responses: Response[];
  pointer: string;
}

export type Decided = Omit<OperationResult, 'kind' | 'status' | 'mediaType'>;

export function decideResult(ctx: Context, op: ResultInput, lookup: SchemaLookup): OperationResult {
  const success = op.responses.find((r) => r.status.startsWith('2'));
  const content = success?.contents.find((c) => c.media === 'json') ?? success?.contents[0];
  const decided = fromDocument(ctx, op, success, content, lookup);
  // Fields after the spread assigned, not in the literal: a literal that goes on after a
  // spread cost 2-3x as much with V8's optimising compiler off (cli/v8-tuning.ts).
  const result = { kind: 'result', ...decided } as OperationResult;
  result.status = success?.status ?? '200';
  result.mediaType = content?.mediaType ?? 'application/json';
  return applyConfig(ctx, op, result);
}

function fromDocument(
  ctx: Context,
  op: ResultInput,
  success: Response | undefined,
  content: MediaContent | undefined,
  lookup: SchemaLookup,
): Decided {
  const unknown: Schema = {
    kind: 'unknown',
    pointer: success?.pointer ?? op.pointer,
    nullable: false,
    objectOnly: false,
  };
  if (/\/(swagger|openapi)\.(json|ya?ml)$/.test(op.path)) {
    return {
      shape: 'raw',
      item: content?.schema ?? unknown,
      source: 'not-json',
      reason: 'the document itself',
    };
  }
  if (success === undefined) {
    report(
      ctx,
      'no-success-response',
      'warning',
      `${op.pointer}/responses`,
      'No 2xx response documented; the result shape is guessed.',
    );
    return {
      ...guessShape(op.method, op.path, op.originalId, false),
      item: unknown,
      source: 'no-success-response',
    };
  }
  if (content === undefined || success.status === '204')
    return withoutSchema(ctx, op, success, unknown);
  if (content.media !== 'json' || content.schema.kind === 'binary') {
    const text = isTextMedia(content.mediaType) && content.schema.kind === 'unknown';
    return {
      shape: 'raw',
      // Text without a schema is still text: a string, not `unknown`.
      item: text ? { kind: 'string', pointer: content.pointer, nullable: false } : content.schema,
      source: 'not-json',
      reason: `${content.mediaType} is not enveloped JSON${text ? ': the text as sent' : ''}`,
    };
  }
  return fromSchema(ctx, op, content.schema, lookup);
}

function applyConfig(ctx: Context, op: ResultInput, result: OperationResult): OperationResult {
  const overrides = ctx.options.envelope;
  const key = configuredKey(overrides, op);
  if (overrides === undefined || key === undefined) return result;
  const shape = overrides[key] as OperationResult['shape'];
  return {
    ...result,
    shape,
    source: 'config',
    reason: `configured: envelope[${JSON.stringify(key)}] = ${shape}`,
    documentShape: result.shape,
  };
}
