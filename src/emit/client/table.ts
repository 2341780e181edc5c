import type { ApiModel, Operation, Parameter } from '../../ir/types.js';
import type { Doc } from '../shared/doc.js';
import { printBlock } from '../shared/doc-block.js';
import { brokenListText } from '../shared/doc-printer.js';
import { docComment, propertyKey, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { hasFlatArgs, isTextResult, requestContent } from '../shared/operation.js';
import {
  arrayLiteral,
  expandedObjectEntry,
  fitsAt,
  flatObjectText,
  objectLiteral,
  type LiteralProperty,
} from '../shared/literal.js';

/**
 * The exported `operations` table (one entry per operation, keyed by operationId):
 * what the runtime needs to make the call, and what tools need to list operations.
 */
export function operationsTable(model: ApiModel, paths: Map<string, string>): Code {
  // Each entry printed as text when every property's layout is known (nearly always), else
  // as a block of its own whose properties are printed one by one.
  const entry = (index: number, level: number) => {
    const op = model.operations[index] as Operation;
    const properties = operationProperties(op, paths.get(op.id) ?? op.name.qualified, level + 1);
    return expandedObjectEntry(`${propertyKey(op.id)}: `, properties, '', level);
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

/**
 * The entry's properties. With `level` (where their lines start in the table), the values
 * of `params` and `body` are their printed text when it is known without a Doc.
 */
function operationProperties(op: Operation, clientPath: string, level?: number): LiteralProperty[] {
  const properties: LiteralProperty[] = [
    text('id', op.id),
    text('method', op.method),
    text('path', op.path),
    text('name', clientPath),
    text('access', op.access),
    text('result', op.result.shape),
    flag('auth', op.auth),
    { key: trusted('params'), value: paramsValue(op, level) },
    flag('flat', hasFlatArgs(op)),
  ];
  const content = requestContent(op);
  if (content) {
    const body = [text('media', content.media), text('mediaType', content.mediaType)];
    properties.push({ key: trusted('body'), value: inlineObject('body', body, level) });
  }
  if (op.result.item.kind === 'binary') properties.push(flag('binary', true));
  if (isTextResult(op)) properties.push(flag('text', true));
  if (op.fieldMask) properties.push(text('mask', op.fieldMask.header));
  if (op.deprecated) properties.push(flag('deprecated', true));
  return properties;
}

/** `objectLiteral(fields, false)` as the value of `key`: its text when it fits on the line. */
function inlineObject(key: string, fields: LiteralProperty[], level?: number): Doc {
  const flat = level === undefined ? undefined : flatObjectText(fields);
  if (flat !== undefined && fitsAt(level as number, `${key}: ${flat}`, ',')) return flat;
  return objectLiteral(fields, false);
}

function paramFields(param: Parameter): LiteralProperty[] {
  const fields = [text('name', param.name), text('in', param.location)];
  if (param.schema.kind === 'array') fields.push(text('format', param.arrayFormat));
  return fields;
}

function paramsValue(op: Operation, level?: number): Doc {
  const items = op.parameters.map(paramFields);
  return (level !== undefined && paramsText(items, level)) || paramsDoc(items);
}

function paramsDoc(items: LiteralProperty[][]): Doc {
  return arrayLiteral(
    items.map((fields) => objectLiteral(fields, false)),
    items.map((fields) => fields.length),
  );
}

/**
 * What `params: paramsDoc(items)` prints at `level`, when every object stays on one line:
 * one object beside the key when the line fits; two or more (each with two fields or more)
 * always one per line (arrayLiteral). Undefined when an object would break.
 */
function paramsText(items: LiteralProperty[][], level: number): string | undefined {
  if (items.length === 0) return '[]';
  const flat: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const fields = items[i] as LiteralProperty[];
    const text = flatObjectText(fields);
    if (text === undefined || fields.length < 2) return undefined;
    flat.push(text);
  }
  if (flat.length === 1) {
    const text = `[${flat[0]}]`;
    return fitsAt(level, `params: ${text}`, ',') ? text : undefined;
  }
  for (let i = 0; i < flat.length; i++)
    if (!fitsAt(level + 1, flat[i] as string, ',')) return undefined;
  return brokenListText('[', flat, ']', level, true);
}
