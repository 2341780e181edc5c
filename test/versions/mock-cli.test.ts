import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { startMock } from '../helpers/mock-process.js';
import { generateVersionsOutput, type StoryModule, type VersionsOutput } from './harness.js';

/**
 * The same story (program/story.ts) on `specforge mock --version-name <name>`, which
 * serves the named version's document: the client finds the version by its hash.
 */
const versions = ['1.0', '2.0'] as const;
const sources = {
  '1.0': join(repoRoot, 'fixtures/installation/docs/v1.json'),
  '2.0': join(repoRoot, 'fixtures/installation/docs/v2.json'),
};
const flags = versions.map((name) => `--source=${name}=${sources[name]}`);
const credentials = { username: 'user@example.com', password: 'user-secret' };

let output: VersionsOutput;
let program: StoryModule;

beforeAll(async () => {
  output = await generateVersionsOutput(sources, 'types,client');
  program = await output.import<StoryModule>('story.js');
}, 180_000);
afterAll(() => output?.remove());

describe.each(versions)('the story on `specforge mock --version-name %s`', (version) => {
  let child: ChildProcess | undefined;
  afterAll(() => child?.kill());

  it("connects by the document hash (the mock serves the version's document)", async () => {
    const [first, second] = flags as [string, string];
    const started = await startMock(first, [second, '--version-name', version]);
    child = started.child;
    const url = /at (http:\/\/\S+)/.exec(started.stdout)?.[1] as string;
    const result = await program.story(url, credentials);
    expect(result).toMatchObject({ version, matchedBy: 'sha256', jobName: 'story' });
    if (version === '2.0') expect(result.stats).toEqual(expect.any(Array));
    else expect(result.stats).toBeUndefined();
  });
});

it('--version-name must name one of the versions, and versions need --version-name (exit 2)', async () => {
  const unknown = await runCli(['mock', ...flags, '--version-name', '3.0', '--port', '0']);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('--version-name 3.0 is not one of the versions (1.0, 2.0)');
  const unnamed = await runCli(['mock', ...flags, '--port', '0']);
  expect(unnamed.code).toBe(2);
  expect(unnamed.stderr).toContain('name the one to serve with --version-name');
  const single = await runCli(['mock', sources['1.0'], '--version-name', '1.0', '--port', '0']);
  expect(single.code).toBe(2);
  expect(single.stderr).toContain('--version-name needs versions');
});
