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
  // Keyed by `in:name`: an operation's parameter replaces the path item's of that key.
  const merged = new Map<string, Located>();
  addLocated(ctx, merged, item, itemPointer);
  addLocated(ctx, merged, op, pointer);
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
  if (path.includes('{')) addUndeclaredPathParameters(ctx, path, facts.parameters, pointer);
  // Most operations have one parameter or none: nothing to sort, no copy made.
  if (facts.parameters.length > 1) facts.parameters = sortParameters(facts.parameters);
  return facts;
}

/** The owner's parameter objects (refs followed), each with its pointer, into `merged`. */
function addLocated(
  ctx: Context,
  merged: Map<string, Located>,
  owner: Json,
  pointer: string,
): void {
  // An index loop filling the map: no list per owner nor per parameter (V8's optimising
  // compiler is off, cli/v8-tuning.ts), and no pointer built for a `$ref`'s position.
  const list = arrayAt(owner, 'parameters');
  for (let index = 0; index < list.length; index++) {
    const raw = list[index];
    const ref = refOf(raw);
    const node = ref === undefined ? raw : resolveRef(ctx, ref);
    if (!isRecord(node)) continue;
    const at = pointerOf(ctx, node, ref ?? `${pointer}/parameters/${index}`);
    merged.set(`${stringAt(node, 'in')}:${stringAt(node, 'name')}`, { node, pointer: at });
  }
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
  // Pointers to literal keys and indexes built by hand, not child() (see media.ts).
  const at = pointerOf(ctx, p.node.schema, `${p.pointer}/schema`);
  const schema =
    p.node.schema === undefined && isRecord(p.node.content)
      ? (readContents(ctx, p.node.content, `${p.pointer}/content`)[0]?.schema ??
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

/**
 * Path template parameters no parameter declares, added as strings in template order. One
 * parameter per name: `/{a}/{a}` repeats it, and the client fills every occurrence.
 */
function addUndeclaredPathParameters(
  ctx: Context,
  path: string,
  parameters: Parameter[],
  pointer: string,
): void {
  // A scan with indexOf, not matchAll and a Set: asked of every templated path, and almost
  // every name is declared, so nothing is allocated for them. `{` to the next `}`, as
  // /\{([^}]+)\}/g reads it (an empty `{}` is no name).
  let open = path.indexOf('{');
  while (open !== -1) {
    const close = path.indexOf('}', open + 1);
    if (close === -1) return;
    if (close === open + 1) {
      open = path.indexOf('{', open + 1);
      continue;
    }
    const name = path.slice(open + 1, close);
    open = path.indexOf('{', close + 1);
    if (isPathParameter(parameters, name)) continue;
    report(
      ctx,
      'path-parameter-undeclared',
      'warning',
      pointer,
      `Path parameter {${name}} is not declared; read as a string.`,
    );
    parameters.push({
      kind: 'parameter',
      name,
      location: 'path',
      required: true,
      schema: { kind: 'string', pointer, nullable: false },
      arrayFormat: 'csv',
      pointer,
    });
  }
}

function isPathParameter(parameters: Parameter[], name: string): boolean {
  for (let i = 0; i < parameters.length; i++) {
    const p = parameters[i] as Parameter;
    if (p.location === 'path' && p.name === name) return true;
  }
  return false;
}
