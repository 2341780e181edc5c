/** Multipart upload, raw download, listing and deletion of storage objects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { type Auth, call, login } from './http.js';

let installation: RunningInstallation;
let auth: Auth;
beforeAll(async () => {
  installation = await startInstallation();
  auth = await login(installation.baseUrl, 'user');
});
afterAll(() => installation.close());

function form(key: string, bytes: Uint8Array<ArrayBuffer>, type: string): FormData {
  const data = new FormData();
  data.set('key', key);
  data.set('file', new Blob([bytes], { type }), 'upload.bin');
  return data;
}

describe('storage objects', () => {
  it('uploads multipart and downloads the same bytes, without an envelope', async () => {
    const bytes = Uint8Array.from([0, 255, 1, 254, 13, 10, 45, 45]);
    const up = await call(installation.baseUrl, 'POST', '/storage/bucket/acme-scratch/file', {
      auth,
      form: form('deep/dir/blob.bin', bytes, 'application/x-thing'),
    });
    expect(up.status).toBe(200);
    expect(up.json!.result).toEqual([
      expect.objectContaining({
        key: 'deep/dir/blob.bin',
        size: 8,
        content_type: 'application/x-thing',
      }),
    ]);
    const down = await call(
      installation.baseUrl,
      'GET',
      '/storage/bucket/acme-scratch/file/deep/dir/blob.bin',
      { auth },
    );
    expect(down.status).toBe(200);
    expect(down.contentType).toBe('application/x-thing');
    expect([...down.bytes]).toEqual([...bytes]);
  });

  it('lists by prefix, refuses to delete a non-empty bucket, then deletes', async () => {
    const listed = await call(installation.baseUrl, 'GET', '/storage/bucket/acme-scratch/file', {
      auth,
      query: { prefix: 'deep/' },
    });
    expect((listed.json!.result as { key: string }[]).map((o) => o.key)).toEqual([
      'deep/dir/blob.bin',
    ]);
    expect(
      (await call(installation.baseUrl, 'DELETE', '/storage/bucket/acme-scratch', { auth })).status,
    ).toBe(409);
    expect(
      (
        await call(
          installation.baseUrl,
          'DELETE',
          '/storage/bucket/acme-scratch/file/deep/dir/blob.bin',
          { auth },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          installation.baseUrl,
          'GET',
          '/storage/bucket/acme-scratch/file/deep/dir/blob.bin',
          { auth },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(installation.baseUrl, 'DELETE', '/storage/bucket/acme-scratch', { auth })).status,
    ).toBe(200);
  });

  it('answers 400 when the file part is missing', async () => {
    const data = new FormData();
    data.set('key', 'x');
    const reply = await call(installation.baseUrl, 'POST', '/storage/bucket/acme-data/file', {
      auth,
      form: data,
    });
    expect([reply.status, reply.json?.result]).toEqual([400, ['file: Missing required parameter']]);
  });
});
