/**
 * Parameters in the 3.x shape: path-item and operation parameters merged, `$ref`s
 * followed, the Flask-RESTX `X-Fields` mask header kept apart, the auth headers left
 * to the runtime, style/explode read back as an array format, undeclared path
 * template parameters added as strings.
 */
import type { ArrayFormat, Operation, Parameter, ParameterLocation } from '../../ir/types.js';
import { sortParameters } from '../../ir/sort.js';
import { memo, pointerOf, report, resolveRef, type Context } from '../context.js';
import { arrayAt, isRecord, own, refOf, stringAt, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { convertSchema } from '../schema/convert.js';
import { choicesOntoItems } from '../schema/array-enum.js';
import { readContents } from './media.js';

const locations = new Set<string>(['path', 'query', 'header', 'cookie']);

export interface ParameterFacts {
  parameters: Parameter[];
  fieldMask?: Operation['fieldMask'];
}

interface Located {
  node: Json;
  pointer: string;
}

export function readParameters(
  ctx: Context,
  path: string,
  item: Json,
  itemPointer: string,
  op: Json,
  pointer: string,
  authHeaders: string[],
): ParameterFacts {
  const merged = new Map<string, Located>();
  // forEach, not for…of over a spread copy: no iteration result per parameter while V8's
  // optimising compiler is off (cli/v8-tuning.ts).
  const add = (p: Located) =>
    merged.set(`${stringAt(p.node, 'in')}:${stringAt(p.node, 'name')}`, p);
  located(ctx, item, itemPointer).forEach(add);
  located(ctx, op, pointer).forEach(add);
  const facts: ParameterFacts = { parameters: [] };
  for (const p of merged.values()) {
    const location = stringAt(p.node, 'in') ?? '';
    const name = stringAt(p.node, 'name') ?? '';
    if (!locations.has(location) || name === '') {
      report(
        ctx,
        'parameter-invalid',
        'warning',
        p.pointer,
        `Parameter without a usable name or location (${location}); left out.`,
      );
    } else if (location === 'header' && isFieldMask(name, p.node)) {
      facts.fieldMask = { header: name, pointer: p.pointer };
    } else if (location === 'header' && authHeaders.includes(name.toLowerCase())) {
      report(
        ctx,
        'auth-header-parameter',
        'info',
        p.pointer,
        `Header ${name} is sent by the login runtime, not passed by callers.`,
      );
    } else
      facts.parameters.push(
        memo(ctx.memo.parameter, p.node, () =>
          toParameter(ctx, p, name, location as ParameterLocation),
        ),
      );
  }
  facts.parameters.push(...undeclaredPathParameters(ctx, path, facts.parameters, pointer));
  facts.parameters = sortParameters(facts.parameters);
  return facts;
}

function located(ctx: Context, owner: Json, pointer: string): Located[] {
  return arrayAt(owner, 'parameters').flatMap((raw, index) => {
    const ref = refOf(raw);
    const node = ref === undefined ? raw : resolveRef(ctx, ref);
    return isRecord(node)
      ? [{ node, pointer: pointerOf(ctx, node, ref ?? child(pointer, 'parameters', index)) }]
      : [];
  });
}

function isFieldMask(name: string, node: Json): boolean {
  const schema = isRecord(node.schema) ? node.schema : node;
  return name.toLowerCase() === 'x-fields' || schema.format === 'mask';
}

function toParameter(
  ctx: Context,
  p: Located,
  name: string,
  location: ParameterLocation,
): Parameter {
  const at = pointerOf(ctx, p.node.schema, child(p.pointer, 'schema'));
  const schema =
    p.node.schema === undefined && isRecord(p.node.content)
      ? (readContents(ctx, p.node.content, child(p.pointer, 'content'))[0]?.schema ??
        convertSchema(ctx, undefined, p.pointer))
      : convertSchema(ctx, choicesOntoItems(ctx, p.node.schema, at), at);
  const out: Parameter = {
    kind: 'parameter',
    name,
    location,
    required: location === 'path' || p.node.required === true,
    schema,
    // Only meaningful for arrays: fixed for the rest, so renderings of one document agree.
    arrayFormat: schema.kind === 'array' ? arrayFormat(p.node, location) : 'csv',
    pointer: p.pointer,
  };
  if (typeof p.node.description === 'string') out.description = p.node.description;
  if (p.node.deprecated === true) out.deprecated = true;
  return out;
}

function arrayFormat(node: Json, location: ParameterLocation): ArrayFormat {
  const style =
    stringAt(node, 'style') ?? (location === 'query' || location === 'cookie' ? 'form' : 'simple');
  const explode = typeof node.explode === 'boolean' ? node.explode : style === 'form';
  if (style === 'form' || style === 'deepObject') return explode ? 'multi' : 'csv';
  return own(delimitedStyles, style) ?? 'csv';
}

const delimitedStyles: Record<string, ArrayFormat> = {
  spaceDelimited: 'ssv',
  pipeDelimited: 'pipes',
  tabDelimited: 'tsv',
};

function undeclaredPathParameters(
  ctx: Context,
  path: string,
  declared: Parameter[],
  pointer: string,
): Parameter[] {
  if (!path.includes('{')) return [];
  // One parameter per name: `/{a}/{a}` repeats it, and the client fills every occurrence.
  const names = [...new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string))];
  return names
    .filter((name) => !declared.some((p) => p.location === 'path' && p.name === name))
    .map((name) => {
      report(
        ctx,
        'path-parameter-undeclared',
        'warning',
        pointer,
        `Path parameter {${name}} is not declared; read as a string.`,
      );
      return {
        kind: 'parameter',
        name,
        location: 'path',
        required: true,
        schema: { kind: 'string', pointer, nullable: false },
        arrayFormat: 'csv',
        pointer,
      };
    });
}
