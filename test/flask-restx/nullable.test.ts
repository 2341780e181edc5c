import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiModel, ObjectSchema } from '../../src/ir/types.js';
import { normalise } from '../../src/normalise/index.js';
import { looksLikeFlaskRestx } from '../../src/normalise/flask-restx/detect.js';
import { runCli } from '../helpers/cli.js';
import { readFixture } from '../normalise/helpers.js';
import { flaskRestxDocument } from './document.js';

const recorded = readFixture('flask-restx', 'v2.swagger.json');

function nullability(model: ApiModel, name: string): Record<string, boolean> {
  const schema = model.schemas.find((s) => s.name === name)?.schema as ObjectSchema;
  return Object.fromEntries(schema.properties.map((p) => [p.name, p.schema.nullable]));
}

describe('Flask-RESTX documents: optional means nullable', () => {
  it('recognises the recorded flask-restx 1.3 document, and not a plain one', () => {
    expect(looksLikeFlaskRestx(recorded)).toBe(true);
    const plain = { swagger: '2.0', info: {}, paths: { '/a': { get: { operationId: 'listA' } } } };
    expect(looksLikeFlaskRestx(plain)).toBe(false);
  });

  it('makes optional properties of response models nullable, required ones not, one info per model', () => {
    const model = normalise({ document: flaskRestxDocument() });
    expect(nullability(model, 'Job')).toEqual({ cost: true, id: false, name: true });
    const found = model.diagnostics.filter((d) => d.code === 'optional-means-nullable');
    expect(found.map((d) => [d.severity, d.pointer])).toEqual([['info', '#/definitions/Job']]);
  });

  it('leaves request-only schemas and non-Flask-RESTX documents alone; config overrides both ways', () => {
    const model = normalise({ document: flaskRestxDocument() });
    const submit = model.operations.find((op) => op.id === 'post_job_list');
    const body = submit?.body?.contents[0]?.schema as ObjectSchema;
    expect(body.properties.every((p) => !p.schema.nullable)).toBe(true);
    const off = normalise(
      { document: flaskRestxDocument() },
      { flaskRestx: { optionalMeansNullable: false } },
    );
    expect(nullability(off, 'Job')).toEqual({ cost: false, id: false, name: false });
    const plain = flaskRestxDocument();
    delete plain.responses;
    for (const op of Object.values((plain.paths as any)['/job']) as any[]) {
      op.parameters = op.parameters.filter((p: any) => p.name !== 'X-Fields');
      op.operationId = `${op.operationId.replace(/_/g, '')}`;
    }
    expect(nullability(normalise({ document: plain }), 'Job').name).toBe(false);
    const on = normalise({ document: plain }, { flaskRestx: { optionalMeansNullable: true } });
    expect(nullability(on, 'Job').name).toBe(true);
  });

  it('generates `name?: string | null` and the config file turns it off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-nullable-'));
    writeFileSync(join(dir, 'doc.json'), JSON.stringify(flaskRestxDocument()));
    const types = async (extra: string[]) => {
      const out = join(dir, `out-${extra.length}`);
      const result = await runCli(
        ['generate', 'doc.json', '-o', out, '--targets', 'types', ...extra],
        { cwd: dir },
      );
      expect(result.code, result.stderr).toBe(0);
      const { readFileSync } = await import('node:fs');
      return readFileSync(join(out, 'types.ts'), 'utf8');
    };
    expect(await types([])).toMatch(/name\?: string \| null;/);
    writeFileSync(
      join(dir, 'off.json'),
      JSON.stringify({ flaskRestx: { optionalMeansNullable: false } }),
    );
    const off = await types(['--config', 'off.json']);
    expect(off).toMatch(/name\?: string;/);
  });
});
