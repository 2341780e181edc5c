import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../src/emit/index.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { login, startMock, type StartedMock } from '../helpers/mock-process.js';
import { writeInRepo } from './harness.js';

/**
 * A pattern the mock engine cannot sample (a look-ahead, back-references) is a warning
 * of the mocks emitter, listed by `generate` and `inspect`; the engine then answers with
 * a recorded example the pattern accepts (`x-example`, the second of `examples`), or
 * with a 500 naming the schema: never invalid data. Through `specforge mock` and
 * through the generated MSW handlers.
 */
const fixture = join(repoRoot, 'fixtures/mocks/unsampleable-patterns.json');
const unsampleable = [
  '#/components/schemas/Other/properties/ref',
  '#/components/schemas/Thing/properties/code',
  '#/components/schemas/Thing/properties/tag',
];
type Answer = { status: number; body: { status: string; result: unknown } };

/** What GET /thing must be: the recorded examples the patterns accept, for every thing. */
function expectRecordedThings(answer: Answer): void {
  expect(answer.status).toBe(200);
  const things = answer.body.result as { code: string; tag: string }[];
  expect(things.length).toBeGreaterThan(0);
  for (const thing of things) expect(thing).toMatchObject({ code: 'AB12', tag: 'xx-42' });
}

function expectNamedFailure(answer: Answer): void {
  expect(answer.status).toBe(500);
  expect(answer.body.result).toMatch(/cannot draw a valid .*Other\.ref: no sample for the pattern/);
}

async function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('patterns the mock engine cannot sample', () => {
  it('are warnings of generate (counted, listed) and of inspect', async () => {
    const generated = await runCli([
      'generate',
      fixture,
      '-o',
      join(repoRoot, '.tmp', 'unsampleable'),
      '--json',
      '--targets',
      'validators,mocks',
    ]);
    expect(generated.code).toBe(0);
    const codes = (
      JSON.parse(generated.stdout) as { diagnostics: { code: string; pointer: string }[] }
    ).diagnostics;
    expect(
      codes.filter((d) => d.code === 'mock-pattern-unsampleable').map((d) => d.pointer),
    ).toEqual(unsampleable);
    const text = await runCli(['generate', fixture, '-o', join(repoRoot, '.tmp', 'unsampleable')]);
    expect(text.stderr).toMatch(/\b[1-9]\d* warnings/);
    expect(text.stderr).toContain(
      'warning mock-pattern-unsampleable #/components/schemas/Thing/properties/code',
    );
    const inspected = await runCli(['inspect', fixture, '--json']);
    const listed = (
      JSON.parse(inspected.stdout) as { diagnostics: { code: string; pointer: string }[] }
    ).diagnostics;
    expect(
      listed.filter((d) => d.code === 'mock-pattern-unsampleable').map((d) => d.pointer),
    ).toEqual(unsampleable);
  }, 60_000);

  describe('specforge mock', () => {
    let mock: StartedMock;
    let baseUrl: string;
    beforeAll(async () => {
      mock = await startMock(fixture, []);
      baseUrl = /(http:\/\/127\.0\.0\.1:\d+)\b/.exec(mock.stdout)?.[1] ?? '';
    });
    afterAll(() => mock?.child.kill('SIGTERM'));

    it('warns at start-up, answers recorded examples, and a 500 naming the schema', async () => {
      await expect
        .poll(() => mock.stderr)
        .toContain('warning mock-pattern-unsampleable #/components/schemas/Other/properties/ref');
      const headers = await login(baseUrl, 'user@example.com', 'user-secret');
      expectRecordedThings(await get(`${baseUrl}/thing`, headers));
      expectNamedFailure(await get(`${baseUrl}/other`, headers));
    });
  });

  describe('the generated MSW handlers', () => {
    const server = setupServer();
    let output: { remove(): void } | undefined;
    beforeAll(async () => {
      const model = normalise({
        document: JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, unknown>,
      });
      const files = await emit(model, {
        targets: ['types', 'validators', 'mocks'],
        specforgeVersion: '0.0.0-test',
      });
      const written = writeInRepo(files, true);
      output = written;
      const mocks = (await import(pathToFileURL(join(written.dir, 'mocks/index.js')).href)) as {
        handlers: RequestHandler[];
      };
      server.listen({ onUnhandledRequest: 'error' });
      server.resetHandlers(...mocks.handlers);
    });
    afterAll(() => {
      server.close();
      output?.remove();
    });

    it('answer the same: recorded examples, and a 500 naming the schema', async () => {
      const baseUrl = 'https://things.example.com';
      const headers = await login(baseUrl, 'user@example.com', 'user-secret');
      expectRecordedThings(await get(`${baseUrl}/thing`, headers));
      expectNamedFailure(await get(`${baseUrl}/other`, headers));
    });
  });
});
