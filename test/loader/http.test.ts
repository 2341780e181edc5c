import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/loader/index.js';
import type { LoadOptions } from '../../src/loader/types.js';
import { SpecforgeError } from '../../src/errors.js';
import { repoRoot } from '../helpers/cli.js';
import * as serve from '../helpers/servers.js';

const v1Text = readFileSync(join(repoRoot, 'fixtures/installation/docs/v1.json'), 'utf8');
const quick: LoadOptions = { validate: false, timeoutMs: 2_000, retryDelayMs: 10 };
const servers: serve.TestServer[] = [];

async function server(handler: serve.Handler): Promise<serve.TestServer> {
  const started = await serve.startServer(handler);
  servers.push(started);
  return started;
}

/** The SpecforgeError a load fails with (the test fails if it succeeds). */
async function failure(source: string, options: LoadOptions = quick): Promise<SpecforgeError> {
  const error = await loadDocument(source, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SpecforgeError);
  return error as SpecforgeError;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()));
});

describe('loadDocument over HTTP: sources', () => {
  it('turns a base URL into {base}/api/swagger.json', async () => {
    const { url } = await server(serve.at('/api/swagger.json', serve.json(v1Text)));
    const loaded = await loadDocument(url, quick);
    expect(loaded.lock.resolved).toBe(`${url}/api/swagger.json`);
    expect(loaded.lock.source).toBe(url);
    expect(loaded.format).toBe('swagger 2.0');
    expect(loaded.text).toBe(v1Text);
  });

  it('keeps a prefix of the base URL', async () => {
    const { url } = await server(serve.at('/jobs/api/swagger.json', serve.json(v1Text)));
    const loaded = await loadDocument(`${url}/jobs/`, quick);
    expect(loaded.lock.resolved).toBe(`${url}/jobs/api/swagger.json`);
  });

  it('uses a URL ending in .json or .yaml as is', async () => {
    const yamlText = 'openapi: 3.0.3\ninfo:\n  title: t\n  version: 2020-08-27\npaths: {}\n';
    const { url } = await server((request, response) => {
      if (request.url === '/spec/doc.yaml') response.end(yamlText);
      else serve.at('/spec/doc.json', serve.json(v1Text))(request, response, 0);
    });
    expect((await loadDocument(`${url}/spec/doc.json`, quick)).lock.infoVersion).toBe('1.4.2');
    const yaml = await loadDocument(`${url}/spec/doc.yaml`, quick);
    expect(yaml.format).toBe('openapi 3.0');
    expect(yaml.lock.infoVersion).toBe('2020-08-27'); // a YAML date stays the string it was
  });

  it('sends --header values and drops them when redirected to another origin', async () => {
    const other = await server(serve.json(v1Text));
    const first = await server(serve.redirect(() => `${other.url}/api/swagger.json`));
    await loadDocument(first.url, { ...quick, headers: { Token: 'secret' } });
    expect(first.requests[0].headers.token).toBe('secret');
    expect(other.requests[0].headers.token).toBeUndefined();
  });
});

describe('loadDocument over HTTP: retries', () => {
  it('retries a 500 and then succeeds', async () => {
    const started = await server(serve.failing(2, 500, serve.json(v1Text)));
    const loaded = await loadDocument(started.url, quick);
    expect(loaded.lock.infoVersion).toBe('1.4.2');
    expect(started.requests).toHaveLength(3);
  });

  it('retries a 429 and gives up after the bounded number of retries', async () => {
    const started = await server(serve.failing(99, 429, serve.json(v1Text)));
    const error = await failure(started.url, { ...quick, retries: 2 });
    expect(error.code).toBe('http-error');
    expect(error.message).toContain('HTTP 429');
    expect(started.requests).toHaveLength(3);
  });

  it('never retries a 404', async () => {
    const started = await server(serve.failing(99, 404, serve.json(v1Text)));
    const error = await failure(started.url);
    expect(error.code).toBe('http-error');
    expect(error.message).toMatch(/HTTP 404/);
    expect(started.requests).toHaveLength(1);
  });

  it('explains a 401 with a hint about --header, without retrying', async () => {
    const started = await server(serve.failing(99, 401, serve.json(v1Text)));
    const error = await failure(started.url);
    expect(error.message).toMatch(/HTTP 401/);
    expect(error.hint).toMatch(/--header/);
    expect(started.requests).toHaveLength(1);
  });
});

describe('loadDocument over HTTP: failures', () => {
  it('times out on a server that never finishes', async () => {
    const { url } = await server(serve.slow());
    const started = Date.now();
    const error = await failure(url, { ...quick, timeoutMs: 300 });
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('300 ms');
    expect(Date.now() - started).toBeLessThan(1_500); // a timeout is not retried
  });

  it('reports connection refused', async () => {
    const closed = await server(serve.json(v1Text));
    await closed.close();
    const error = await failure(closed.url, { ...quick, retries: 0 });
    expect(error.code).toBe('connection-refused');
  });

  it('says "use http://" when https:// reaches a plain-HTTP server, with and without --insecure', async () => {
    const started = await server(serve.json(v1Text));
    const https = started.url.replace(/^http:/, 'https:');
    for (const insecure of [false, true]) {
      const error = await failure(https, { ...quick, retries: 0, insecure });
      expect(error.code).toBe('plain-http');
      expect(error.hint).toBe(`the server speaks plain HTTP; use ${started.url}/api/swagger.json`);
    }
  });

  it('names the URL it tried when a base-URL guess is refused, and why it tried it', async () => {
    const started = await server(serve.failing(99, 401, serve.json(v1Text)));
    const error = await failure(`${started.url}/api/swagger`);
    expect(error.message).toContain(`${started.url}/api/swagger/api/swagger.json: HTTP 401`);
    expect(error.message).toContain(`tried because ${started.url}/api/swagger was taken as the installation's base URL`);
    expect(error.hint).toContain(`pass the installation's base URL (${started.url})`);
  });

  it('reports a host that does not exist', async () => {
    const error = await failure('http://no-such-host.invalid', { ...quick, retries: 0 });
    expect(error.code).toBe('host-not-found');
    expect(error.message).toContain('no-such-host.invalid');
  });

  it('recognises an HTML page and suggests the document URL', async () => {
    const { url } = await server(serve.html());
    const error = await failure(`${url}/docs/spec.json`);
    expect(error.code).toBe('html-page');
    expect(error.hint).toBe(`try ${url}/docs/api/swagger.json`);
    const fromBase = await failure(url);
    expect(fromBase.hint).toBe(`check that ${url}/api/swagger.json serves the document`);
  });

  it('reports a truncated body (after retrying it)', async () => {
    const started = await server(serve.truncated(v1Text.slice(0, 500)));
    const error = await failure(started.url, { ...quick, retries: 1 });
    expect(error.code).toBe('truncated-body');
    expect(started.requests).toHaveLength(2);
  });

  it('detects a redirect loop', async () => {
    const { url } = await server(
      serve.redirect((path) => (path === '/a.json' ? '/b.json' : '/a.json')),
    );
    const error = await failure(`${url}/a.json`);
    expect(error.code).toBe('redirect-loop');
    expect(error.message).toContain('/a.json -> ');
  });

  it('bounds a chain of redirects', async () => {
    const { url } = await server(
      serve.redirect((path) => `/${Number(path.replace(/\D/g, '') || 0) + 1}.json`),
    );
    const error = await failure(`${url}/0.json`, { ...quick, maxRedirects: 3 });
    expect(error.code).toBe('too-many-redirects');
  });

  it('refuses an oversized body while reading, without downloading it all', async () => {
    const sent = { bytes: 0 };
    const { url } = await server(serve.endless(16_384, sent));
    const error = await failure(url, { ...quick, maxBytes: 100_000 });
    expect(error.code).toBe('too-large');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.bytes).toBeLessThan(20_000_000);
  });

  it('refuses a declared Content-Length above the limit before reading', async () => {
    const { url } = await server(serve.json(v1Text));
    const error = await failure(url, { ...quick, maxBytes: 1_000 });
    expect(error.code).toBe('too-large');
    expect(error.message).toContain(`${Buffer.byteLength(v1Text)} bytes`);
  });

  it('says when the document is not OpenAPI', async () => {
    const { url } = await server(serve.json({ hello: 'world' }));
    const error = await failure(url);
    expect(error.code).toBe('not-openapi');
  });
});
