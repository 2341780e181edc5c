import { describe, expect, it } from 'vitest';
import { readDocument, readExchanges } from '../../fixtures/flask-restx/exchanges.js';
import type { ObjectSchema, Schema } from '../../src/ir/types.js';
import { normalise } from '../../src/normalise/index.js';

/**
 * The raw-framework catalogue (fixtures/flask-restx/exchanges/catalogue.jsonl) and the document
 * flask-restx 1.3.0 served, read together through `normalise()`. The first block holds the
 * framework's rules as the recording shows them (docs/flask-restx.md): it fails when a
 * re-recording with another flask-restx stops showing one. The second block is what
 * specforge's model makes of them.
 */
const bytes = readDocument(1);
const document = JSON.parse(bytes.toString('utf8')) as Record<string, any>;
const catalogue = readExchanges('catalogue');
const model = normalise({ document });

function answer(labelStart: string): Record<string, unknown> {
  const exchange = catalogue.find((e) => e.label?.startsWith(labelStart));
  if (!exchange) throw new Error(`no catalogue exchange labelled "${labelStart}…"`);
  return (JSON.parse(exchange.response) as { result: Record<string, unknown>[] }).result[0]!;
}

function jobProperty(name: string): Schema | undefined {
  const job = model.schemas.find((s) => s.name === 'Job')?.schema as ObjectSchema;
  return job.properties.find((p) => p.name === name)?.schema;
}

describe('what flask-restx 1.3.0 rendered and sent (the recording)', () => {
  it('puts the choices of an action=append argument beside the array, collectionFormat multi', () => {
    const state = document.paths['/job'].get.parameters[0];
    expect(state).toMatchObject({ name: 'state', type: 'array', collectionFormat: 'multi' });
    expect(state.enum).toEqual(['queued', 'running', 'finished', 'failed', 'cancelled']);
    expect(state.items).toEqual({ type: 'string' });
  });

  it('renders body-parser arguments as one inline payload without required, enum or default', () => {
    const payload = document.paths['/job'].post.parameters[0];
    expect(payload).toMatchObject({ name: 'payload', in: 'body', required: true });
    expect(payload.schema.required).toBeUndefined();
    for (const property of Object.values(payload.schema.properties) as Record<string, unknown>[]) {
      expect(Object.keys(property)).toEqual(['type']);
    }
    const refused = catalogue.find((e) => e.label?.startsWith('body parser: missing required'));
    expect(refused?.status).toBe(400);
    expect(refused?.response).toContain('Missing required parameter in the JSON body');
  });

  it('documents fields.Fixed and fields.Arbitrary as number and sends them as strings', () => {
    expect(document.definitions.Job.properties.cost.type).toBe('number');
    expect(document.definitions.Job.properties.score.type).toBe('number');
    const job = answer('every fields.* type');
    expect(job.cost).toBe('3.50');
    expect(job.score).toBe('0.125');
  });

  it('writes null for every unset field unless skip_none, and leaves it out with skip_none', () => {
    const bare = answer('marshalled nulls');
    expect(bare).toMatchObject({ progress: null, cost: null, score: null, due: null });
    expect(answer('skip_none: a field without a value')).not.toHaveProperty('tenant');
    expect(bare.attrs).toEqual({ '*': null }); // an empty fields.Wildcard map
  });

  it('documents a marshal_with default mask as the X-Fields default, and applies it', () => {
    const mask = document.paths['/superadmin/realm'].get.parameters.find(
      (p: { name: string }) => p.name === 'X-Fields',
    );
    expect(mask).toMatchObject({ in: 'header', format: 'mask', default: 'name,tenants' });
    expect(answer('superadmin route as a superadmin')).toEqual({ name: 'example', tenants: 1 });
    expect(answer('a default mask overridden')).toEqual({ name: 'example', licence: 'site-wide' });
  });

  it('sends an rfc822 DateTime documented as format date-time', () => {
    expect(document.definitions.Job.properties.created).toEqual({
      type: 'string',
      format: 'date-time',
    });
    expect(answer('every fields.* type').created).toBe('Thu, 01 Jan 2099 08:00:00 -0000');
  });

  it('serves responses in declaration order, integer-like keys not sorted (fetch must keep the bytes)', () => {
    const text = bytes.toString('utf8');
    const cancel = text.slice(text.indexOf('"/job/{jobid}/cancel"'));
    expect(cancel.indexOf('"409"')).toBeLessThan(cancel.indexOf('"200"'));
    expect(Object.keys(document.paths['/job/{jobid}/cancel'].post.responses)).toEqual([
      '200',
      '404',
      '409',
    ]);
  });
});

describe('what normalise() makes of it', () => {
  it('keeps the X-Fields header apart as the field mask', () => {
    const get = model.operations.find((o) => o.id === 'get_job_resource');
    expect(get?.fieldMask?.header).toBe('X-Fields');
  });

  // Not in issue 28's list: fields.Wildcard renders the `*` property as the whole map
  // ({type: object, additionalProperties: …}), while each other key holds one value; an empty
  // map is sent as {"*": null}.
  it('reads the wildcard model as a record of the values the server sends', () => {
    expect(answer('every fields.* type').attrs).toEqual({ shot: '0420', team: 'vfx' });
    const attrs = model.schemas.find((s) => s.name === 'JobAttributes')?.schema;
    expect(attrs).toMatchObject({ kind: 'record', values: { kind: 'string' } });
  });

  // The enum beside an array moves to its items, kept multi (item 1).
  it('reads the state filter as an array of its choices, sent as multi', () => {
    const state = model.operations
      .find((o) => o.id === 'get_job_list')
      ?.parameters.find((p) => p.name === 'state');
    expect(state?.arrayFormat).toBe('multi');
    expect(state?.schema).toMatchObject({ kind: 'array', items: { kind: 'enum' } });
  });

  // A body-parser payload is said to have undocumented required-ness (item 2).
  it('says the submit payload does not document which fields are required', () => {
    const at = '#/paths/~1job/post/parameters/0';
    expect(model.diagnostics.filter((d) => d.pointer.startsWith(at))).not.toEqual([]);
  });

  // Optional properties of marshalled models are nullable (item 4).
  it('types every property the server sent as null as nullable', () => {
    const nulls = Object.entries(answer('marshalled nulls')).filter(([, value]) => value === null);
    for (const [name] of nulls.filter(([name]) => jobProperty(name))) {
      expect({ name, nullable: jobProperty(name)?.nullable }).toEqual({ name, nullable: true });
    }
  });
});
