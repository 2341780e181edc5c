import type {
  AccessLevel,
  ArrayFormat,
  EnumValue,
  HttpMethod,
  ParameterLocation,
  ResultKind,
} from '../ir/types.js';

/**
 * The structural diff's output: neutral `ChangeRecord`s that say *what* changed and where.
 * A record's `kind` decides which other fields it has (`ChangeDetails`), so a rule for
 * one kind reads only that kind's fields, and the compiler checks the structural layer
 * fills them in.
 */

/** Whose data a change touches: what the client sends, what it receives, or neither. */
export type Direction = 'request' | 'response' | 'none';

/** The part of an operation a change sits in. `api` is model-wide (e.g. the auth scheme). */
export type ChangeSite = 'api' | 'operation' | 'parameter' | 'request-body' | 'response';

/** The operation a change belongs to (the new one when both exist). */
export interface OperationRef {
  method: HttpMethod | '';
  path: string;
  /** The client method callers write, e.g. `api.job.get()` (empty for model-wide changes). */
  client: string;
  /** The client runs this operation inside its own method (`api.login()`): no generated type to name. */
  ownMethod?: boolean;
}

/** Where any change sits, whatever its kind. */
export interface ChangePlace {
  site: ChangeSite;
  direction: Direction;
  operation: OperationRef;
  /** Human location inside the operation, e.g. `query.limit`, `body.user.name`, `result[].id`. */
  location: string;
  /** JSON pointer into the new document (the old one for removals). */
  pointer: string;
  /** The generated type the change touches, e.g. `Job.user` or `params.limit`. */
  typeRef?: string;
}

/** A value before and after. */
interface Values<T> {
  old: T;
  new: T;
}

/** A thing added or removed by name: a status, a media type, a header, a webhook. */
interface Named {
  subject: string;
}

/** A parameter that appeared or disappeared. */
interface ParameterFacts {
  required: boolean;
  location: ParameterLocation;
  deprecated?: boolean;
  /** Declared on the path item: it applies to every operation of the path. */
  pathLevel?: boolean;
  /** The Flask-RESTX `X-Fields` mask (the client's `fields` option), not a declared parameter. */
  fieldMask?: true;
}

/** What each kind of change carries besides its place. */
export interface ChangeDetails {
  'operation-removed': { facts: { deprecated: boolean; pathRemoved: boolean; sunset?: string } };
  'operation-added': { facts: { pathAdded: boolean } };
  'deprecated-changed': Values<boolean>;
  /** `tightened`: the new level is higher (fewer users may call). */
  'access-changed': Values<AccessLevel> & { tightened: boolean };
  'auth-changed': Values<boolean>;
  /** `session+token` header names. */
  'security-scheme-changed': Values<string>;
  'global-security-added': Named;
  'global-security-removed': Named;
  'webhook-added': Named;
  'webhook-removed': Named;
  'client-name-changed': Values<string>;
  'generated-name-changed': Values<string>;
  /** `guessed`: one side's result is the normaliser's guess, not documented. */
  'result-shape-changed': Values<ResultKind> & { facts: { guessed: boolean } };
  /** `pathGained`: a path parameter the operation's path gained (old and new are the paths). */
  'parameter-added': { facts: ParameterFacts & { pathGained?: true }; old?: string; new?: string };
  'parameter-removed': { facts: ParameterFacts };
  'parameter-location-changed': Values<ParameterLocation>;
  'path-parameter-renamed': Values<string>;
  /** A parameter's, a property's, or (with `facts.body`) the request body's `required`. */
  'required-changed': Values<boolean> & { facts?: { body: true } };
  'body-added': { facts: { required: boolean } };
  'body-removed': { facts: { required: boolean } };
  'media-type-added': Named;
  'media-type-removed': Named;
  'status-added': Named & { facts: { success: boolean } };
  'status-removed': Named & { facts: { success: boolean } };
  'header-added': Named;
  'header-removed': Named;
  'array-format-changed': Values<ArrayFormat>;
  /**
   * `flipped`: the property exists on both sides but started or stopped travelling this way.
   * `requiredUnknown`: added to a request body whose required-ness the new document cannot
   * say (`RequestBody.requiredness`: a Flask-RESTX body parser).
   */
  'property-added': {
    facts: { required: boolean; flipped?: 'readOnly' | 'writeOnly'; requiredUnknown?: true };
  };
  'property-removed': { facts: { required: boolean; flipped?: 'readOnly' | 'writeOnly' } };
  /** Type labels: `string`, `integer`, `object`, a schema name. */
  'type-changed': Values<string>;
  /** Absent on a side without a format. */
  'format-changed': Partial<Values<string | undefined>>;
  'nullable-changed': Values<boolean>;
  'enum-value-added': Named & { new: EnumValue };
  'enum-value-removed': Named & { old: EnumValue };
  /**
   * A bound (`maxLength` …), `pattern`, `enum` (a type became an enum or back) or
   * `additionalProperties`; `tightened` when fewer values are accepted than before.
   */
  'constraint-changed': Named &
    Partial<Values<unknown>> & {
      tightened: boolean;
      facts: { action: 'added' | 'removed' | 'changed' };
    };
  /**
   * Anything else: `variants`, `specified`/`unspecified` (a schema documented or dropped).
   * `variants` of one composite keyword on both sides say whether some were added or removed.
   */
  'schema-changed': Partial<Named & Values<unknown>> & {
    facts?: { keyword: 'anyOf' | 'oneOf' | 'allOf'; added: boolean; removed: boolean };
  };
}

export type ChangeKind = keyof ChangeDetails;

/** One change of kind `K`. */
export type ChangeOf<K extends ChangeKind> = { kind: K } & ChangePlace & ChangeDetails[K];

/** One neutral, structural change between two models: the union of every kind's record. */
export type ChangeRecord = { [K in ChangeKind]: ChangeOf<K> }[ChangeKind];

/** Any change read through the fields every reporter may show (its values and subject). */
export type AnyChange = ChangePlace & {
  kind: ChangeKind;
  old?: unknown;
  new?: unknown;
  subject?: string;
};
