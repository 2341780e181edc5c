import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { generate } from '../../src/api/index.js';

/**
 * What the generate fuzz job (test/security/fuzz.test.ts, bench/run-fuzz.mjs) found, one
 * regression test each, through the API the CLI calls.
 */
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-fuzz-'));

function documentWith(names: string[]): string {
  const path = join(dir, `${names.length}.json`);
  const properties = Object.fromEntries(names.map((name) => [name, { type: 'string' }]));
  writeFileSync(
    path,
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: Object.fromEntries(
        names.map((name, n) => [
          `/x${n}`,
          {
            get: {
              operationId: name,
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { type: 'object', properties } } },
                },
              },
            },
          },
        ]),
      ),
    }),
  );
  return path;
}

describe('names with letters newer than TypeScript knows (fuzz finding)', () => {
  // U+141FF is a letter to Node's Unicode 17 (\p{L}) but not to TypeScript's scanner, which
  // said "Invalid character" where the client wrote it as a bare key; U+2E2F was a letter
  // in ES5 and is no identifier character any more. 'é' stays bare, as prettier prints it.
  const names = ['\u{141FF}\u955A', '\u2E2Fa', 'é'];

  it('are quoted property keys: the output compiles strict', { timeout: 60_000 }, async () => {
    const result = await generate({
      source: documentWith(names),
      output: join(dir, 'out'),
      targets: ['types', 'client', 'validators'],
      verify: true,
    });
    expect(result.verifyProblems).toEqual([]);
    const client = readFileSync(join(dir, 'out', 'client.ts'), 'utf8');
    expect(client).toContain("'\u{141FF}\u955A': {");
    expect(client).toContain("'\u2E2Fa': {");
    expect(client).toMatch(/\n {2}é: \{/);
  });

  it(
    'and the output is what prettier prints (U+2E2F aside: prettier would unquote it)',
    { timeout: 30_000 },
    async () => {
      await generate({
        source: documentWith([names[0] as string, 'é']),
        output: join(dir, 'pretty'),
        targets: ['client'],
      });
      const client = readFileSync(join(dir, 'pretty', 'client.ts'), 'utf8');
      const style = {
        parser: 'typescript',
        singleQuote: true,
        trailingComma: 'all',
        printWidth: 100,
      } as const;
      expect(client).toBe(await prettier.format(client, style));
    },
  );
});

describe('a path template that repeats a parameter (fuzz finding)', () => {
  // `/{a}/{a}` without declared parameters gave `path: { a: string; a: string }`:
  // "Duplicate identifier 'a'" under tsc.
  it('gives one parameter, and the output compiles strict', { timeout: 60_000 }, async () => {
    const source = join(dir, 'repeated.json');
    writeFileSync(
      source,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: { '/{a}/{a}': { delete: { responses: { '204': { description: 'gone' } } } } },
      }),
    );
    const result = await generate({
      source,
      output: join(dir, 'repeated'),
      targets: ['types', 'client'],
      verify: true,
    });
    expect(result.verifyProblems).toEqual([]);
    expect(
      result.model.operations[0]?.parameters
        .filter((p) => p.location === 'path')
        .map((p) => p.name),
    ).toEqual(['a']);
  });
});

describe('a repeated path parameter in the query target (fuzz finding, 7 of the first 1 000 documents)', () => {
  // The `invalidates` map named `a` once per occurrence in the template:
  // `{ a: args.a, a: args.a }`, "An object literal cannot have multiple properties with the same name".
  it('binds each parameter once, and the output compiles strict', { timeout: 60_000 }, async () => {
    const source = join(dir, 'repeated-query.json');
    const gone = { '204': { description: 'gone' } };
    const found = { '200': { description: 'found', content: { 'application/json': { schema: { type: 'object' } } } } };
    writeFileSync(
      source,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: { '/{a}/{a}': { get: { responses: found }, delete: { responses: gone } } },
      }),
    );
    const result = await generate({
      source,
      output: join(dir, 'repeated-query'),
      targets: ['types', 'client', 'query'],
      verify: true,
    });
    expect(result.verifyProblems).toEqual([]);
    const query = readFileSync(join(dir, 'repeated-query', 'query.ts'), 'utf8');
    expect(query).toContain('{ a: args.a }]');
  });
});

describe('a path parameter whose name holds `}` in the query target (#29 item 6)', () => {
  // The template `/x/{a}}/{b}` names `a` and `b`, the declared parameter is `a}}/{b`: the
  // `invalidates` map bound the template's `a}` and read `args['a}']`, which the write's
  // arguments lack (exit 0, then TS7053 under tsc --strict).
  it('binds only parameters both operations have, and the output compiles strict', { timeout: 60_000 }, async () => {
    const source = join(dir, 'brace-query.json');
    const parameters = [{ name: 'a}}/{b', in: 'path', required: true, schema: { type: 'string' } }];
    const found = { '200': { description: 'found', content: { 'application/json': { schema: { type: 'object' } } } } };
    writeFileSync(
      source,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/x/{a}}/{b}': {
            get: { operationId: 'get_x', parameters, responses: found },
            put: { operationId: 'put_x', parameters, responses: found },
            delete: { operationId: 'del_x', parameters, responses: { '204': { description: 'gone' } } },
          },
        },
      }),
    );
    const result = await generate({
      source,
      output: join(dir, 'brace-query'),
      targets: ['types', 'client', 'query'],
      verify: true,
    });
    expect(result.verifyProblems).toEqual([]);
  });
});

describe('objects where the document should hold text (fuzz finding: "internal error")', () => {
  // String() of an object whose own `toString` is not a function throws
  // "Cannot convert object to primitive value": info.version in the loader, a parameter's
  // `in`/`name` in the Swagger 2.0 normaliser.
  it.each([
    [
      'info.version',
      { openapi: '3.0.3', info: { title: 't', version: { toString: 'x' } }, paths: {} },
    ],
    [
      'a parameter name and location',
      {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths: {
          '/a': {
            parameters: [{ in: 'query', name: { toString: 'x' }, type: 'string' }],
            get: {
              parameters: [{ in: { toString: 1 }, name: 'b', type: 'string' }],
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      },
    ],
  ])(
    '%s: generate succeeds and the output compiles',
    { timeout: 60_000 },
    async (name, document) => {
      const source = join(dir, `${name.replace(/\W/g, '-')}.json`);
      writeFileSync(source, JSON.stringify(document));
      const result = await generate({
        source,
        output: join(dir, `out-${name.replace(/\W/g, '-')}`),
        targets: ['types', 'client'],
        verify: true,
      });
      expect(result.verifyProblems).toEqual([]);
    },
  );
});

describe('a parameter named with digits (fuzz finding)', () => {
  // `Args` wrote the member as `0: …` (a numeric key) and `Params` picked it as
  // `Pick<Args, '0'>`: "Type '"0"' does not satisfy the constraint '0'" under tsc.
  it('is picked by the key keyof gives, and the output compiles strict', { timeout: 60_000 }, async () => {
    const source = join(dir, 'digits.json');
    const param = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
    const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } };
    writeFileSync(
      source,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: { '/x/{0}/{007}': { get: { parameters: [param('0'), param('007')], responses: ok } } },
      }),
    );
    const result = await generate({ source, output: join(dir, 'digits'), targets: ['types', 'client'], verify: true });
    expect(result.verifyProblems).toEqual([]);
    const types = readFileSync(join(dir, 'digits', 'types.ts'), 'utf8');
    expect(types).toContain("Pick<XGetArgs, 0 | '007'>");
  });
});
