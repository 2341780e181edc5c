import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { runCli } from '../helpers/cli.js';
import { flaskRestxDocument } from './document.js';

const submit = (model: ReturnType<typeof normalise>) =>
  model.operations.find((op) => op.id === 'post_job_list');

/** The document with `required` written on the payload schema (what an overlay adds). */
function withRequired(required: string[]): Record<string, unknown> {
  const doc = flaskRestxDocument();
  const post = (doc.paths as any)['/job'].post;
  post.parameters[0].schema.required = required;
  return doc;
}

describe('a Flask-RESTX body-parser payload', () => {
  it('is marked requiredness unknown, with a warning and its hint', () => {
    const model = normalise({ document: flaskRestxDocument() });
    expect(submit(model)?.body?.requiredness).toBe('unknown');
    const found = model.diagnostics.filter((d) => d.code === 'body-required-unknown');
    expect(found).toEqual([
      {
        code: 'body-required-unknown',
        severity: 'warning',
        pointer: '#/paths/~1job/post/parameters/0',
        message:
          'Flask-RESTX body parser: the document does not say which of name, priority are required.',
        hint: 'probe --allow-writes learns it; an overlay adding `required` settles it',
      },
    ]);
  });

  it('is known once the schema has a `required` key, even an empty one', () => {
    for (const required of [[], ['name']]) {
      const model = normalise({ document: withRequired(required) });
      expect(submit(model)?.body?.requiredness).toBeUndefined();
      expect(model.diagnostics.map((d) => d.code)).not.toContain('body-required-unknown');
    }
  });

  it('is not a model body: a $ref payload, or properties with more than types', () => {
    const doc = flaskRestxDocument();
    const post = (doc.paths as any)['/job'].post;
    post.parameters[0].schema = { $ref: '#/definitions/Job' };
    expect(submit(normalise({ document: doc }))?.body?.requiredness).toBeUndefined();
    post.parameters[0].schema = {
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 } },
    };
    expect(submit(normalise({ document: doc }))?.body?.requiredness).toBeUndefined();
  });

  it('inspect shows it, in text and as "bodyRequired": "unknown" in --json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-body-parser-'));
    const file = join(dir, 'doc.json');
    writeFileSync(file, JSON.stringify(flaskRestxDocument()));
    const json = await runCli(['inspect', file, '--json']);
    expect(json.code).toBe(0);
    const ops = JSON.parse(json.stdout).operations as Record<string, unknown>[];
    expect(ops.find((op) => op.id === 'post_job_list')).toMatchObject({ bodyRequired: 'unknown' });
    expect(ops.find((op) => op.id === 'get_job_list')).not.toHaveProperty('bodyRequired');
    const text = await runCli(['inspect', file]);
    expect(text.stdout).toContain(
      "body fields' required-ness unknown (Flask-RESTX body parser): POST /job",
    );
    expect(text.stdout).toMatch(
      /^warning +body-required-unknown +#\/paths\/~1job\/post\/parameters\/0$/m,
    );
  });
});
