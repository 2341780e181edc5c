/**
 * The schemas the engine reads are the model's own (`src/ir/types.ts`), printed into
 * `<dir>/mocks/data.ts` without their documentation (pointers, titles, descriptions).
 * The engine is shipped on its own and cannot import the IR, so this is the IR's
 * `Schema` seen structurally: every keyword the model keeps, nothing converted. The
 * emitter checks at compile time that an IR schema is assignable to it, so a keyword
 * the model gains reaches the engine unchanged (and the engine's generator is the one
 * place that must learn it; the generated validators judge every value it draws).
 */

interface Meta {
  /** Keywords the engine does not read (`format` of a number, an enum's `base` …) may be there too. */
  readonly [keyword: string]: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  example?: unknown;
  examples?: readonly unknown[];
  not?: MockSchema;
}

export interface MockDiscriminator {
  propertyName: string;
  mapping: readonly { value: string; schema: string }[];
}

export interface MockProperty {
  name: string;
  required: boolean;
  schema: MockSchema;
}

export interface MockStringSchema extends Meta {
  kind: 'string';
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** An unsafe pattern's limit: the validators refuse longer strings untested (ReDoS). */
  patternLimit?: number;
}

export interface MockNumberSchema extends Meta {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

export interface MockArraySchema extends Meta {
  kind: 'array';
  items: MockSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

export interface MockObjectSchema extends Meta {
  kind: 'object';
  properties: readonly MockProperty[];
  additionalProperties: boolean | MockSchema;
  minProperties?: number;
  maxProperties?: number;
  discriminator?: MockDiscriminator;
}

export interface MockRecordSchema extends Meta {
  kind: 'record';
  values: MockSchema;
  minProperties?: number;
  maxProperties?: number;
}

export interface MockUnionSchema extends Meta {
  kind: 'union';
  mode?: 'oneOf' | 'anyOf';
  variants: readonly MockSchema[];
  discriminator?: MockDiscriminator;
}

export type MockSchema =
  | MockStringSchema
  | MockNumberSchema
  | (Meta & { kind: 'boolean' | 'null' | 'binary' })
  | (Meta & { kind: 'enum'; values: readonly unknown[] })
  | MockArraySchema
  | MockObjectSchema
  | MockRecordSchema
  | MockUnionSchema
  | (Meta & { kind: 'intersection'; members: readonly MockSchema[] })
  | (Meta & { kind: 'unknown'; objectOnly: boolean })
  | (Meta & { kind: 'ref'; name: string });

export type MockSchemas = Readonly<Record<string, MockSchema>>;
