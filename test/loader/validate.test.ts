import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/loader/index.js';
import type { Diagnostic } from '../../src/ir/types.js';
import { repoRoot } from '../helpers/cli.js';

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs', name), 'utf8'),
  ) as Record<string, unknown>;
}

const ok = { '200': { description: 'ok' } };

/** A small Swagger 2.0 document; `paths` and `definitions` as given. */
function swagger(paths: object, definitions: object = {}): Record<string, unknown> {
  return {
    swagger: '2.0',
    info: { title: 't', version: '1' },
    basePath: '/api',
    paths,
    definitions,
  };
}

const brief = (diagnostics: Diagnostic[]) =>
  diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`);

describe('validateDocument on the reference installation', () => {
  it.each(['v1.json', 'v2.json', 'v2.oas30.json', 'v2.oas31.json'])(
    '%s has warnings but no errors',
    async (name) => {
      const diagnostics = await validateDocument(fixture(name));
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    },
  );

  it('warns about the Flask-RESTX defects of v1 instead of failing', async () => {
    const codes = new Set((await validateDocument(fixture('v1.json'))).map((d) => d.code));
    expect(codes).toEqual(
      new Set(['duplicate-operation-id', 'required-property-missing', 'unused-response']),
    );
  });

  it('never changes the document it is given', async () => {
    const doc = fixture('v1.json');
    const before = JSON.stringify(doc);
    await validateDocument(doc);
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('validateDocument: warnings for what generators work around', () => {
  it('warns on a duplicate operationId and still finds the errors after it', async () => {
    const doc = swagger({
      '/a': { get: { operationId: 'same', responses: ok } },
      '/b/{id}': { get: { operationId: 'same', responses: ok } },
    });
    expect(brief(await validateDocument(doc))).toEqual([
      'error spec-invalid #/paths/~1b~1{id}/get',
      'warning duplicate-operation-id #/paths/~1b~1{id}/get/operationId',
    ]);
  });

  it('warns on required names that are not properties, through allOf too', async () => {
    const definitions = {
      Base: { type: 'object', properties: { id: { type: 'integer' } } },
      Job: {
        allOf: [
          { $ref: '#/definitions/Base' },
          { type: 'object', properties: { name: { type: 'string' } } },
        ],
        required: ['id', 'name', 'owner'],
      },
      Map: { type: 'object', additionalProperties: { type: 'string' }, required: ['anything'] },
    };
    const diagnostics = await validateDocument(swagger({}, definitions));
    expect(brief(diagnostics)).toEqual([
      'warning required-property-missing #/definitions/Job/required',
      'warning required-property-missing #/definitions/Map/required',
    ]);
    expect(diagnostics[0].message).toBe(
      "required names 'owner', which the schema does not define; treated as optional",
    );
    expect(diagnostics[1].message).toMatch(/only possible as keys of its additional properties$/);
  });

  it('warns on top-level responses nothing refers to', async () => {
    const doc = {
      ...swagger({ '/a': { get: { responses: { '400': { $ref: '#/responses/Used' } } } } }),
      responses: { Used: { description: 'u' }, MaskError: { description: 'm' } },
    };
    expect(brief(await validateDocument(doc))).toEqual([
      'warning unused-response #/responses/MaskError',
    ]);
  });
});

describe('validateDocument: errors for what cannot be understood', () => {
  it('points at schema violations in the document as served', async () => {
    const doc = swagger({
      '/a': { get: { parameters: [{ name: 'q', in: 'query', type: 'strin' }], responses: ok } },
    });
    const diagnostics = await validateDocument(doc);
    expect(brief(diagnostics)).toEqual(['error schema-invalid #/paths/~1a/get/parameters/0/type']);
    expect(diagnostics[0].message).toMatch(/^must be one of "string", "number"/);
  });

  it('points at a $ref that leads nowhere', async () => {
    const doc = swagger({
      '/a': {
        get: { responses: { '200': { description: 'd', schema: { $ref: '#/definitions/Nope' } } } },
      },
    });
    expect(brief(await validateDocument(doc))).toEqual([
      'error unresolved-ref #/paths/~1a/get/responses/200/schema/$ref',
    ]);
  });

  it('reports every broken $ref where it is written, and warns on external ones', async () => {
    const schema = (ref: string) => ({
      content: { 'application/json': { schema: { $ref: ref } } },
    });
    const doc = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/a': {
          get: { responses: { '200': { description: 'a', ...schema('#/components/schemas/A') } } },
        },
        '/b': { get: { responses: { '200': { description: 'b', ...schema('other.yaml#/B') } } } },
      },
      components: {
        schemas: { C: { type: 'object', properties: { d: { $ref: '#/components/schemas/D' } } } },
      },
    };
    expect(brief(await validateDocument(doc))).toEqual([
      'error unresolved-ref #/components/schemas/C/properties/d/$ref',
      'error unresolved-ref #/paths/~1a/get/responses/200/content/application~1json/schema/$ref',
      'warning external-ref #/paths/~1b/get/responses/200/content/application~1json/schema/$ref',
    ]);
  });

  it('checks OpenAPI 3.1 documents against the 3.1 schema', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { parameters: [{ name: 'q', in: 'qurey' }], responses: ok } } },
    };
    expect(brief(await validateDocument(doc))).toContain(
      'error schema-invalid #/paths/~1a/get/parameters/0/in',
    );
  });
});
