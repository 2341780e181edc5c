/**
 * The installation does what its document says: for every documented operation of every
 * version, a call with valid inputs answers the documented success status (200 when none
 * is listed), in the envelope, with a result of the documented shape.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { documentFiles, type DocumentName } from '../../fixtures/installation/spec/render.js';
import { repoRoot } from '../helpers/cli.js';
import { call, type Reply } from './http.js';
import { type DocumentedOperation, fillPath, lookupIn, operationsOf } from './operations.js';
import { type Env, makeEnv, recipeByKey, recipeKey } from './recipes.js';
import { checkShape, type ShapeContext } from './shape.js';

type Schema = Record<string, unknown>;

/** Problems of an enveloped result against the documented success schema. */
function resultProblems(result: unknown, schema: Schema | undefined, ctx: ShapeContext): string[] {
  if (!schema) return Array.isArray(result) ? [] : ['result: expected a list'];
  const partial =
    schema.type === undefined && schema.$ref === undefined && (schema.properties as Schema)?.result;
  if (partial) return checkShape(result, partial as Schema, ctx, 'result');
  if (!Array.isArray(result)) return ['result: expected a list'];
  if (schema.type === 'array') return checkShape(result, schema, ctx, 'result');
  if (result.length === 0) return ['result: expected at least one item'];
  return result.flatMap((item, i) => checkShape(item, schema, ctx, `result[${i}]`));
}

function replyProblems(reply: Reply, documented: DocumentedOperation, ctx: ShapeContext): string[] {
  const text = reply.bytes.toString('utf8').slice(0, 300);
  if (reply.status !== documented.status)
    return [`status ${reply.status}, documented ${documented.status}: ${text}`];
  if (documented.raw) return reply.json ? ['expected raw bytes, got JSON'] : [];
  if (reply.json?.status !== 'success') return [`no success envelope: ${text}`];
  return resultProblems(reply.json.result, documented.schema, ctx);
}

const versions = Object.keys(documentFiles) as DocumentName[];

describe.each(versions)('installation %s follows its document', (version) => {
  const document = JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs', documentFiles[version]), 'utf8'),
  );
  const ctx: ShapeContext = { lookup: lookupIn(document) };
  let installation: RunningInstallation;
  let env: Env;
  beforeAll(async () => {
    installation = await startInstallation({ version });
    env = makeEnv(version, installation.baseUrl);
  });
  afterAll(() => installation.close());

  it('serves the committed document byte for byte, and an HTML page at /api/', async () => {
    const served = await call(installation.baseUrl, 'GET', '/swagger.json');
    expect(served.bytes.toString('utf8')).toBe(
      readFileSync(join(repoRoot, 'fixtures/installation/docs', documentFiles[version]), 'utf8'),
    );
    const page = await call(installation.baseUrl, 'GET', '/');
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.bytes.toString('utf8')).toContain('/api/swagger.json');
  });

  it.each(operationsOf(document).map((op) => [`${op.method} ${op.template}`, op] as const))(
    '%s',
    async (_, documented) => {
      const recipe = recipeByKey.get(recipeKey(documented.method, documented.template));
      expect(recipe, 'a recipe for this operation').toBeDefined();
      const { as, auth, path, ...options } = await recipe!(env);
      const credentials = auth ?? (as ? await env.as(as) : undefined);
      const reply = await call(
        installation.baseUrl,
        documented.method,
        fillPath(documented.template, path),
        { ...options, auth: credentials },
      );
      expect(replyProblems(reply, documented, ctx)).toEqual([]);
    },
  );
});
