// A deterministic mutator for OAS 3 documents: a few hundred changes of the kinds a diff tool
// must find (removed paths and operations, response properties removed, request properties
// that became required, type and enum changes, parameters that became required, removed
// success statuses, tightened constraints) plus description edits that must not count.
// The same seed always gives the same document.

/** mulberry32: a tiny seeded PRNG. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks up to n distinct items, in a seeded order. */
function sample(rand, items, n) {
  const pool = [...items];
  const picked = [];
  while (picked.length < n && pool.length) picked.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return picked;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function operations(doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })));
}

function schemaProperties(doc) {
  return Object.entries(doc.components?.schemas ?? {}).flatMap(([name, schema]) =>
    Object.entries(schema.properties ?? {}).map(([prop, propSchema]) => ({ name, schema, prop, propSchema })));
}

const MUTATIONS = [
  ['path removed', 15, (doc) => Object.keys(doc.paths), (doc, path) => delete doc.paths[path]],
  ['operation removed', 20, operations, (doc, { path, method }) => delete doc.paths[path]?.[method]],
  ['path added', 20, (doc) => operations(doc).filter((o) => o.method === 'get'),
    // a deep copy: a shallow one shared `responses` with the original, and a later mutation of
    // one emptied the other (an invalid document openapi-diff refused)
    (doc, { path, op }) => (doc.paths[`${path}/bench-added`] = { get: { ...structuredClone(op), operationId: `${op.operationId ?? path}-added` } })],
  ['schema property removed', 60, schemaProperties, (doc, { schema, prop }) => {
    delete schema.properties[prop];
    if (!schema.required) return;
    schema.required = schema.required.filter((r) => r !== prop);
    // OAS 3.0 requires a non-empty `required`: validating tools refuse `required: []`
    if (schema.required.length === 0) delete schema.required;
  }],
  ['property became required', 50, (doc) => schemaProperties(doc).filter((p) => !p.schema.required?.includes(p.prop)),
    (doc, { schema, prop }) => (schema.required = [...(schema.required ?? []), prop])],
  ['property type changed', 40, (doc) => schemaProperties(doc).filter((p) => p.propSchema.type === 'string'),
    (doc, { propSchema }) => { propSchema.type = 'integer'; delete propSchema.format; delete propSchema.enum; }],
  ['enum value removed', 30, (doc) => schemaProperties(doc).filter((p) => p.propSchema.enum?.length > 1),
    (doc, { propSchema }) => propSchema.enum.pop()],
  ['enum value added', 20, (doc) => schemaProperties(doc).filter((p) => p.propSchema.enum?.length > 0),
    (doc, { propSchema }) => propSchema.enum.push('bench-added-value')],
  ['string constraint tightened', 20, (doc) => schemaProperties(doc).filter((p) => p.propSchema.type === 'string'),
    (doc, { propSchema }) => (propSchema.maxLength = 8)],
  ['parameter became required', 30, (doc) => operations(doc).flatMap((o) => (o.op.parameters ?? []).filter((p) => !p.$ref && !p.required)),
    (doc, param) => (param.required = true)],
  ['success status removed', 15, (doc) => operations(doc).filter((o) => o.op.responses?.['200']),
    (doc, { op }) => { op.responses['201'] = op.responses['200']; delete op.responses['200']; }],
  ['description edited (not a change)', 60, operations, (doc, { op }) => (op.description = `${op.description ?? ''} (edited)`)],
];

/**
 * @returns {{ document: object, log: Record<string, number> }} the mutated copy and how many
 * changes of each kind were applied. `scale` shrinks the counts for a smaller document.
 */
export function mutateDocument(original, seed = 42, scale = 1) {
  const doc = structuredClone(original);
  const rand = random(seed);
  const log = {};
  for (const [kind, count, candidates, apply] of MUTATIONS) {
    const picked = sample(rand, candidates(doc), Math.max(1, Math.round(count * scale)));
    picked.forEach((target) => apply(doc, target));
    log[kind] = picked.length;
  }
  return { document: doc, log };
}
