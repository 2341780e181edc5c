/** Builders for named schemas, the envelope, auth and the whole model. */
import { sortOperations, sortSchemas } from './sort.js';
import type {
  ApiModel,
  AuthModel,
  EnvelopeModel,
  NamedSchema,
  Schema,
} from './types.js';
import type { Overrides } from './factories.js';

export function namedSchema(
  name: string,
  schema: Schema,
  extra: Overrides<NamedSchema> = {},
): NamedSchema {
  return {
    kind: 'named-schema',
    name,
    originalName: name,
    pointer: `#/definitions/${name}`,
    schema,
    ...extra,
  };
}

export function envelopeModel(): EnvelopeModel {
  return {
    kind: 'envelope',
    statusField: 'status',
    resultField: 'result',
    successValue: 'success',
    errorValue: 'error',
    errorMessage: 'string-or-list',
  };
}

export function authModel(extra: Overrides<AuthModel> = {}): AuthModel {
  return {
    kind: 'auth',
    sessionHeader: 'Session',
    tokenHeader: 'Token',
    path: '/auth',
    synthesised: true,
    pointer: '#',
    ...extra,
  };
}

/** A whole model; schemas and operations come out sorted. */
export function apiModel(fields: Overrides<ApiModel> = {}): ApiModel {
  const model: ApiModel = {
    kind: 'api',
    format: 'swagger 2.0',
    formatVersion: '2.0',
    title: 'API',
    version: '1.0.0',
    sha256: '0'.repeat(64),
    basePath: '/api',
    envelope: envelopeModel(),
    auth: authModel(),
    schemas: [],
    operations: [],
    diagnostics: [],
    ...fields,
  };
  return {
    ...model,
    schemas: sortSchemas(model.schemas),
    operations: sortOperations(model.operations),
  };
}
