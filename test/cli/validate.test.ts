import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Canonical } from '../../src/json/canonical.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { at, json, startServer } from '../helpers/servers.js';

const v1Path = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v1Text = readFileSync(v1Path, 'utf8');
const broken = {
  swagger: '2.0',
  info: { title: 'broken', version: '0.1' },
  paths: {
    '/job': {
      get: {
        parameters: [{ name: 'q', in: 'query', type: 'strin' }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'specforge-validate-'));
  writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('specforge validate', () => {
  it('exits 0 on a document with warnings only, listing pointer and message', async () => {
    const result = await runCli(['validate', v1Path]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toContain(
      "warning #/responses/MaskError  top-level response 'MaskError' is not referenced by any operation [unused-response]",
    );
    expect(lines.at(-1)).toMatch(
      /v1\.json: swagger 2\.0, version 1\.4\.2: 0 errors, \d+ warnings$/,
    );
  });

  it('exits 1 on errors and names where they are', async () => {
    const result = await runCli(['validate', join(dir, 'broken.json')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^error +#\/paths\/~1job\/get\/parameters\/0\/type {2}must be one of "string"/m,
    );
    expect(result.stdout).toMatch(/: 1 error, 0 warnings\n$/);
  });

  it('prints format, version, sha256 and diagnostics with --json, from stdin', async () => {
    const result = await runCli(['validate', '-', '--json'], { input: JSON.stringify(broken) });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      format: 'swagger 2.0',
      version: '0.1',
      sha256: sha256Canonical(broken),
      diagnostics: [
        {
          code: 'schema-invalid',
          severity: 'error',
          pointer: '#/paths/~1job/get/parameters/0/type',
          message: 'must be one of "string", "number", "boolean", "integer", "array"',
        },
      ],
    });
  });

  it('validates what an installation serves at its base URL', async () => {
    const server = await startServer(at('/api/swagger.json', json(v1Text)));
    try {
      const result = await runCli(['validate', server.url, '--json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ format: 'swagger 2.0', version: '1.4.2' });
    } finally {
      await server.close();
    }
  });

  it('exits 2 with one line when the source cannot be read', async () => {
    const missing = await runCli(['validate', join(dir, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^specforge: no such file: .*missing\.json\nhint: /);
    expect(missing.stdout).toBe('');
    const notOpenApi = await runCli(['validate', '-'], { input: 'kind: List\nitems: []\n' });
    expect(notOpenApi.code).toBe(2);
    expect(notOpenApi.stderr.split('\n')[0]).toBe(
      'specforge: stdin is not an OpenAPI or Swagger document: it has neither a "swagger" nor an "openapi" field',
    );
  });
});
