// Synthetic OAS 3.0 documents with exactly N operations, to check that generation cost grows
// linearly with the number of operations. Deterministic: the same N gives the same document.
// Each "resource" has 5 operations (list, create, get, update, delete) and 2 schemas.

export function syntheticDocument(operationCount) {
  const paths = {};
  const schemas = {};
  const resources = Math.ceil(operationCount / 5);
  let remaining = operationCount;
  for (let r = 0; r < resources; r++) {
    const name = `Resource${r}`;
    Object.assign(schemas, resourceSchemas(name, r));
    const ops = resourceOperations(name, r);
    for (const [path, method, op] of ops) {
      if (remaining-- <= 0) break;
      paths[path] ??= {};
      paths[path][method] = op;
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: `Synthetic ${operationCount} operations`, version: '1.0.0' },
    paths,
    components: { schemas },
  };
}

function resourceSchemas(name, index) {
  return {
    [name]: {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'integer', format: 'int64' },
        name: { type: 'string', maxLength: 100 },
        state: { type: 'string', enum: ['queued', 'running', 'finished'] },
        created: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' } },
        parent: index > 0 ? { $ref: `#/components/schemas/Resource${index - 1}` } : { type: 'object' },
      },
    },
    [`${name}Create`]: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
    },
  };
}

function resourceOperations(name, index) {
  const ref = (schema) => ({ $ref: `#/components/schemas/${schema}` });
  const json = (schema) => ({ content: { 'application/json': { schema } } });
  const ok = (schema) => ({ 200: { description: 'OK', ...json(schema) } });
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const base = `/resource${index}`;
  const tags = [`tag${index % 20}`];
  const op = (verb, extra) => ({ operationId: `${verb}${name}`, tags, summary: `${verb} ${name}`, ...extra });
  return [
    [base, 'get', op('list', {
      parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
      responses: ok({ type: 'array', items: ref(name) }),
    })],
    [base, 'post', op('create', { requestBody: { required: true, ...json(ref(`${name}Create`)) }, responses: ok(ref(name)) })],
    [`${base}/{id}`, 'get', op('get', { parameters: [id], responses: ok(ref(name)) })],
    [`${base}/{id}`, 'put', op('update', {
      parameters: [id], requestBody: json(ref(`${name}Create`)), responses: ok(ref(name)),
    })],
    [`${base}/{id}`, 'delete', op('delete', { parameters: [id], responses: { 204: { description: 'Deleted' } } })],
  ];
}
