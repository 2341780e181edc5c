import { apiModel, namedSchema } from '../../src/ir/index.js';
import type { ApiModel, Operation, Schema } from '../../src/ir/index.js';

/** A hand-built model: these operations, and named schemas given as `{ Name: schema }`. */
export function modelOf(operations: Operation[], schemas: Record<string, Schema> = {}): ApiModel {
  return apiModel({
    operations,
    schemas: Object.entries(schemas).map(([name, schema]) => namedSchema(name, schema)),
  });
}
