/**
 * #29 items 7 and 8. A newline in document text (`info.version: "1\n0 errors"`, a title,
 * an operation id, a property name) was printed raw, so a document could forge a result
 * line; every document string now stays on its line (`oneLine`, util/terminal-text.ts).
 * A 3-step `$ref` cycle of aliases made `validate` print "Maximum call stack size
 * exceeded"; it is now one error naming the cycle.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, startServer, type TestServer } from '../helpers/servers.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-one-line-'));
const FORGED = '0 errors';
const hostile = {
  swagger: '2.0',
  info: { title: `T\n${FORGED}`, version: `1\n${FORGED}` },
  basePath: '/api',
  paths: {
    '/thing': {
      get: {
        operationId: `get_thing\n${FORGED}`,
        responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/Thing' } } },
      },
    },
  },
  definitions: {
    Thing: { type: 'object', properties: { [`name\nNo changes.`]: { type: 'string' } } },
  },
};
const doc = join(dir, 'hostile.json');
writeFileSync(doc, JSON.stringify(hostile));
const without = join(dir, 'without.json');
writeFileSync(
  without,
  JSON.stringify({
    ...hostile,
    definitions: { Thing: { type: 'object', properties: { other: { type: 'string' } } } },
  }),
);

/** No output line may be (or start with) the forged text. */
function expectNoForgedLine(output: string, forged: string): void {
  const forgedLines = output.split('\n').filter((line) => line.trim().startsWith(forged));
  expect(forgedLines).toEqual([]);
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    at('/api/swagger.json', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(hostile));
    }),
  );
});
afterAll(() => server.close());

describe('document text with a newline (#29 item 7)', () => {
  it('validate: the version stays on the result line', async () => {
    const result = await runCli(['validate', doc]);
    expect(result.stdout).toContain(String.raw`version 1\n0 errors`);
    expectNoForgedLine(result.stdout, FORGED);
  });

  it('inspect: title, version and operation names stay on their lines', async () => {
    const result = await runCli(['inspect', doc]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(String.raw`T\n0 errors 1\n0 errors`);
    expectNoForgedLine(result.stdout, FORGED);
  });

  it('fetch: the summary line keeps the version on it', async () => {
    const result = await runCli(['fetch', server.url, '-o', join(dir, 'fetched.json')]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(String.raw`version 1\n0 errors`);
    expectNoForgedLine(result.stderr, FORGED);
  });

  it('diff: a property name stays on its finding line', async () => {
    const result = await runCli(['diff', doc, without]);
    expect(result.stdout).toContain(String.raw`name\nNo changes.`);
    expectNoForgedLine(result.stdout, 'No changes.');
  });
});

describe('a $ref cycle of aliases (#29 item 8)', () => {
  it('validate names the cycle in one error line', async () => {
    const cycle = join(dir, 'cycle.json');
    writeFileSync(
      cycle,
      JSON.stringify({
        swagger: '2.0',
        info: { title: 'c', version: '1' },
        basePath: '/api',
        paths: {
          '/x': {
            get: {
              responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/A' } } },
            },
          },
        },
        definitions: {
          A: { $ref: '#/definitions/B' },
          B: { $ref: '#/definitions/C' },
          C: { $ref: '#/definitions/A' },
        },
      }),
    );
    const result = await runCli(['validate', cycle]);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('Maximum call stack');
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('error'));
    expect(errors).toEqual([
      expect.stringContaining(
        '$ref cycle with no schema in it: #/definitions/A -> #/definitions/B -> #/definitions/C -> #/definitions/A [ref-cycle]',
      ),
    ]);
  });
});
