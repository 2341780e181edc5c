import { describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import { ApiError } from '../../src/runtime/errors.js';
import { envelope, op, scripted, session, settings } from './helpers.js';

const list = { ...op('GET', '/job'), name: 'job.list' };
type Safe = Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>> & {
  request: (...a: unknown[]) => Promise<unknown>;
};

describe('api.safe', () => {
  it('resolves with data on success and with the ApiError on failure, for methods and request()', async () => {
    const wire = scripted(
      () => envelope([{ id: 1 }]),
      () => envelope('Not logged in', 401),
    );
    const api = createClientCore({ baseUrl: 'http://h', fetch: wire.fetch, session }, settings, [
      list,
    ]);
    const safe = api.safe as Safe;
    expect(await safe.job!.list!()).toEqual({ data: [{ id: 1 }], error: undefined });
    const failed = (await safe.request('GET /job')) as { data: unknown; error: ApiError };
    expect(failed.data).toBeUndefined();
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(failed.error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('still throws what is not an ApiError (a bug, not a refusal)', async () => {
    const wire = scripted(() => envelope([]));
    const bug = new Error('middleware bug');
    const api = createClientCore(
      {
        baseUrl: 'http://h',
        fetch: wire.fetch,
        session,
        middleware: [
          {
            onRequest: () => {
              throw bug;
            },
          },
        ],
      },
      settings,
      [list],
    );
    await expect((api.safe as Safe).job!.list!()).rejects.toBe(bug);
  });
});
