import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/loader/index.js';
import { json, startServer, type TestServer } from '../helpers/servers.js';

/** A throw-away self-signed certificate for 127.0.0.1, or undefined without openssl. */
function selfSignedCertificate(): { key: string; cert: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert];
    execFileSync('openssl', [...args, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const certificate = selfSignedCertificate();
const doc = { swagger: '2.0', info: { title: 't', version: '3.2.1' }, paths: {} };

describe.skipIf(certificate === undefined)(
  'https with a self-signed certificate (needs openssl)',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(json(doc), createServer(certificate ?? {}));
    });
    afterAll(() => server.close());

    it('refuses the certificate by default, with a hint about --insecure', async () => {
      const error = await loadDocument(server.url, { validate: false, retries: 0 }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'tls-error' });
      expect((error as { hint: string }).hint).toMatch(/--insecure/);
    });

    it('accepts it with insecure, sending the extra headers too', async () => {
      const loaded = await loadDocument(server.url, {
        validate: false,
        insecure: true,
        headers: { Token: 't' },
      });
      expect(loaded.lock.infoVersion).toBe('3.2.1');
      expect(loaded.lock.resolved).toBe(`${server.url}/api/swagger.json`);
      expect(server.requests.at(-1)?.headers.token).toBe('t');
    });
  },
);
