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

/**
 * A union, flattened and without duplicate members; one member is itself. Indexed loops, no
 * `flatMap` and `some` (see concat in doc.ts): enums make unions of hundreds of values.
 */
export function tsUnion(types: readonly TsType[]): TsType {
  const members: TsType[] = [];
  for (let i = 0; i < types.length; i++) {
    const type = types[i] as TsType;
    if (type.k === 'union') members.push(...type.types);
    else members.push(type);
  }
  const flat: TsType[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < members.length; i++) {
    const type = members[i] as TsType;
    if (type.k === 'name') {
      if (type.code === 'unknown') return tsName('unknown' as Code);
      if (seen.has(type.code)) continue;
      seen.add(type.code);
    }
    flat.push(type);
  }
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
