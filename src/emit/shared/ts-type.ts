import type { Code } from './escape.js';

/**
 * A tiny TypeScript type AST: what the schema printers build and `printType` lays
 * out in prettier's style. Leaves hold `Code` (escaped or trusted), never raw text.
 */
export type TsType =
  | { k: 'name'; code: Code } // Job, string, unknown, 'literal', 1, null
  | { k: 'array'; item: TsType }
  | { k: 'union'; types: TsType[] }
  | { k: 'intersection'; types: TsType[] }
  | { k: 'object'; members: TsMember[]; index?: TsType }
  | { k: 'generic'; name: Code; args: TsType[] };

export interface TsMember {
  key: Code;
  optional: boolean;
  type: TsType;
  /** JSDoc lines (document text: escaped when printed). */
  comment: string[];
  readonly?: boolean;
}

export function tsName(code: Code): TsType {
  return { k: 'name', code };
}

export function tsArray(item: TsType): TsType {
  return { k: 'array', item };
}

/** A union, flattened and without duplicate members; one member is itself. */
export function tsUnion(types: readonly TsType[]): TsType {
  const flat: TsType[] = [];
  const seen = new Set<string>();
  for (const type of types.flatMap((t) => (t.k === 'union' ? t.types : [t]))) {
    const key = type.k === 'name' ? type.code : undefined;
    if (key !== undefined && seen.has(key)) continue;
    if (key !== undefined) seen.add(key);
    flat.push(type);
  }
  if (flat.some((t) => t.k === 'name' && t.code === 'unknown')) return tsName('unknown' as Code);
  if (flat.length === 0) return tsName('never' as Code);
  return flat.length === 1 ? (flat[0] as TsType) : { k: 'union', types: flat };
}

export function tsIntersection(types: readonly TsType[]): TsType {
  const flat = types
    .flatMap((t) => (t.k === 'intersection' ? t.types : [t]))
    .filter((t) => !(t.k === 'name' && t.code === 'unknown'));
  if (flat.length === 0) return tsName('unknown' as Code);
  return flat.length === 1 ? (flat[0] as TsType) : { k: 'intersection', types: flat };
}

export function tsObject(members: TsMember[], index?: TsType): TsType {
  return index ? { k: 'object', members, index } : { k: 'object', members };
}

export function tsGeneric(name: Code, args: TsType[]): TsType {
  return { k: 'generic', name, args };
}

export function isObjectType(type: TsType): boolean {
  return type.k === 'object';
}
