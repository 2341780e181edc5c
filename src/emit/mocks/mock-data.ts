import type { ApiModel, Operation } from '../../ir/types.js';
import type { MockData, MockOperation, MockSchema } from '../../runtime/mock/types.js';
import { requestContent } from '../shared/operation.js';
import { engineSchema } from './engine-schema.js';

/**
 * The one place the IR becomes the mock engine's data. The emitter prints it into
 * `<dir>/mocks/data.ts`; `specforge mock` hands it to the engine directly.
 */

export type { MockData };

export function mockDataFromModel(model: ApiModel): MockData {
  const schemas: Record<string, MockSchema> = {};
  for (const named of model.schemas) schemas[named.name] = engineSchema(named.schema);
  return {
    basePath: model.basePath,
    authPath: model.auth.path,
    sessionHeader: model.auth.sessionHeader,
    tokenHeader: model.auth.tokenHeader,
    operations: model.operations.map(mockOperation),
    schemas,
    ...(isFlaskRestx(model) ? { framework: 'flask-restx' as const } : {}),
  };
}

/** Flask-RESTX documents every marshalled operation with its `X-Fields` mask header. */
function isFlaskRestx(model: ApiModel): boolean {
  return model.operations.some((operation) => operation.fieldMask !== undefined);
}

function mockOperation(operation: Operation): MockOperation {
  const statuses = operation.responses
    .map((response) => Number(response.status))
    .filter((status) => Number.isInteger(status) && status >= 100 && status <= 599);
  const result = operation.result;
  const content = requestContent(operation);
  const body: MockOperation['body'] =
    operation.body && content
      ? {
          required: operation.body.required,
          json: content.media === 'json',
          schema: engineSchema(content.schema),
        }
      : undefined;
  const mock: MockOperation = {
    id: operation.id,
    method: operation.method,
    path: operation.path,
    access: operation.access,
    auth: operation.auth,
    permissions: [...operation.permissions],
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      location: parameter.location,
      required: parameter.required,
      schema: engineSchema(parameter.schema),
      arrayFormat: parameter.arrayFormat,
    })),
    ...(body ? { body } : {}),
    result: {
      shape: result.shape,
      item: engineSchema(result.item),
      status: Number(result.status) || 200,
      mediaType: result.mediaType,
    },
    statuses: [...new Set(statuses)].sort((a, b) => a - b),
  };
  return mock;
}
