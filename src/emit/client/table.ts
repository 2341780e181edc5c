import type { ApiModel, Operation } from '../../ir/types.js';
import type { Doc } from '../shared/doc.js';
import { printBlock } from '../shared/doc-block.js';
import { docComment, propertyKey, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { hasFlatArgs, isTextResult, requestContent } from '../shared/operation.js';
import {
  arrayLiteral,
  expandedObjectBlock,
  objectLiteral,
  type LiteralProperty,
} from '../shared/literal.js';

/**
 * The exported `operations` table (one entry per operation, keyed by operationId):
 * what the runtime needs to make the call, and what tools need to list operations.
 */
export function operationsTable(model: ApiModel, paths: Map<string, string>): Code {
  // Each entry a block of its own: its properties are printed one by one, mostly as text.
  const entry = (index: number) => {
    const op = model.operations[index] as Operation;
    const properties = operationProperties(op, paths.get(op.id) ?? op.name.qualified);
    return expandedObjectBlock(`${propertyKey(op.id)}: `, properties, '');
  };
  const table = printBlock({
    head: 'export const operations = ',
    size: model.operations.length,
    entry,
    after: ',',
    tail: ' as const satisfies Record<string, OperationInfo>;',
  });
  const comment = docComment(['Every operation of the document, keyed by operationId.']);
  return trusted(comment + table);
}

function text(key: string, value: string): LiteralProperty {
  return { key: trusted(key), value: stringLiteral(value), isString: true };
}

function flag(key: string, value: boolean): LiteralProperty {
  return { key: trusted(key), value: String(value) };
}

/** One operation's entry of the table (also the multi-version tables, emit/versions/). */
export function operationEntry(op: Operation, clientPath: string): Doc {
  return objectLiteral(operationProperties(op, clientPath), true);
}

function operationProperties(op: Operation, clientPath: string): LiteralProperty[] {
  const properties: LiteralProperty[] = [
    text('id', op.id),
    text('method', op.method),
    text('path', op.path),
    text('name', clientPath),
    text('access', op.access),
    text('result', op.result.shape),
    flag('auth', op.auth),
    { key: trusted('params'), value: paramsDoc(op) },
    flag('flat', hasFlatArgs(op)),
  ];
  const content = requestContent(op);
  if (content) {
    const body = [text('media', content.media), text('mediaType', content.mediaType)];
    properties.push({ key: trusted('body'), value: objectLiteral(body, false) });
  }
  if (op.result.item.kind === 'binary') properties.push(flag('binary', true));
  if (isTextResult(op)) properties.push(flag('text', true));
  if (op.fieldMask) properties.push(text('mask', op.fieldMask.header));
  if (op.deprecated) properties.push(flag('deprecated', true));
  return properties;
}

function paramsDoc(op: Operation): Doc {
  const items = op.parameters.map((param) => {
    const fields = [text('name', param.name), text('in', param.location)];
    if (param.schema.kind === 'array') fields.push(text('format', param.arrayFormat));
    return fields;
  });
  return arrayLiteral(
    items.map((fields) => objectLiteral(fields, false)),
    items.map((fields) => fields.length),
  );
}
