/**
 * A small document in Flask-RESTX 1.3's own rendering (what `swagger.py` writes for a
 * namespace with `api.model`, `marshal_with`, a `reqparse` filter with `action='append',
 * choices=...` and a `location='json'` body parser), for the model-side tests of issue 28.
 * The recorded documents of a real app live in `fixtures/flask-restx/`.
 */
export function flaskRestxDocument(): Record<string, unknown> {
  const mask = {
    name: 'X-Fields',
    in: 'header',
    type: 'string',
    format: 'mask',
    description: 'An optional fields mask',
  };
  return {
    swagger: '2.0',
    basePath: '/api',
    paths: {
      '/job': {
        get: {
          responses: {
            200: {
              description: 'Success',
              schema: { type: 'array', items: { $ref: '#/definitions/Job' } },
            },
          },
          operationId: 'get_job_list',
          parameters: [
            {
              name: 'state',
              in: 'query',
              type: 'array',
              items: { type: 'string' },
              collectionFormat: 'multi',
              enum: ['queued', 'running', 'done'],
            },
            mask,
          ],
          tags: ['job'],
        },
        post: {
          responses: { 200: { description: 'Success', schema: { $ref: '#/definitions/Job' } } },
          operationId: 'post_job_list',
          parameters: [
            {
              name: 'payload',
              required: true,
              in: 'body',
              schema: {
                type: 'object',
                properties: { name: { type: 'string' }, priority: { type: 'integer' } },
              },
            },
            mask,
          ],
          tags: ['job'],
        },
      },
    },
    info: { title: 'Jobs', version: '1.0' },
    produces: ['application/json'],
    consumes: ['application/json'],
    tags: [{ name: 'job', description: 'Jobs' }],
    definitions: {
      Job: {
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          cost: { type: 'number' },
        },
        type: 'object',
      },
    },
    responses: {
      ParseError: { description: "When a mask can't be parsed" },
      MaskError: { description: 'When any error occurs on mask' },
    },
  };
}
