import { join } from 'node:path';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { generateVersionsOutput, type StoryModule, type VersionsOutput } from './harness.js';

/**
 * The same story (program/story.ts) on the mocks of each version: the generated
 * `createMockInstallation({ version })` behind MSW (mock-cli.test.ts: `specforge mock --version-name`).
 */
const versions = ['1.0', '2.0'] as const;
const sources = {
  '1.0': join(repoRoot, 'fixtures/installation/docs/v1.json'),
  '2.0': join(repoRoot, 'fixtures/installation/docs/v2.json'),
};
const credentials = { username: 'user@example.com', password: 'user-secret' };
const baseUrl = 'https://jobs.example.com';

interface Mocks {
  versions: readonly string[];
  createMockInstallation(options: { version: string; seed?: number }): { version: string };
  createHandlers(installation: unknown, options: { baseUrl: string }): RequestHandler[];
}

let output: VersionsOutput;
let program: StoryModule;
let mocks: Mocks;
const server = setupServer();

beforeAll(async () => {
  output = await generateVersionsOutput(sources, 'types,client,mocks');
  program = await output.import<StoryModule>('story.js');
  mocks = await output.import<Mocks>('api/mocks/index.js');
  server.listen({ onUnhandledRequest: 'error' });
}, 180_000);
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  output?.remove();
});

it('the mocks list the generated versions', () => {
  expect(mocks.versions).toEqual(versions);
});

describe.each(versions)('the story on the MSW mock of version %s', (version) => {
  it('connects by info.version and runs as on an installation of that version', async () => {
    const installation = mocks.createMockInstallation({ version, seed: 7 });
    expect(installation.version).toBe(version);
    server.use(...mocks.createHandlers(installation, { baseUrl }));
    const result = await program.story(baseUrl, credentials);
    expect(result).toMatchObject({ version, matchedBy: 'info.version', jobName: 'story' });
    if (version === '2.0') expect(result.stats).toEqual(expect.any(Array));
    else expect(result.stats).toBeUndefined();
  });
});
