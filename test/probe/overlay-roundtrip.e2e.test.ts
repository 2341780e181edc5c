import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { probe } from '../../src/probe/index.js';
import { verifyFiles } from '../../src/write/verify.js';
import { runCli } from '../helpers/cli.js';
import { fourKindsOfUsers } from './users.js';

/**
 * The overlay round trip over HTTP: probe the drifting installation with --write-overlay,
 * generate with --overlay (the route without a response schema gets a typed result that
 * compiles), probe again through the overlay (the generated validators accept the live
 * responses), and `check` is stale once the overlay changes.
 */
const limits = { concurrency: 4, budget: 1000, timeoutMs: 10_000 };

describe('probe --write-overlay, then generate --overlay', () => {
  let drifting: RunningInstallation;
  let dir: string;
  let overlayFile: string;
  const probeWith = (overlays: string[]) =>
    probe({
      source: drifting.baseUrl,
      load: { overlays },
      users: fourKindsOfUsers,
      limits,
      signal: new AbortController().signal,
    });

  beforeAll(async () => {
    drifting = await startInstallation({ drift: true });
    dir = await mkdtemp(join(tmpdir(), 'probe-overlay-'));
    overlayFile = join(dir, 'fixes.yaml');
    const env = { SPECFORGE_USERNAME: 'alice@acme.example', SPECFORGE_PASSWORD: 'alice-secret-1' };
    const written = await runCli(['probe', drifting.baseUrl, '--write-overlay', overlayFile, '--fail-on', 'none'], { env });
    expect(written.code, written.stderr).toBe(0);
  }, 60_000);
  afterAll(async () => drifting?.close());

  it('writes one action per fixable finding, each saying what was seen', async () => {
    const text = await readFile(overlayFile, 'utf8');
    expect(text).toMatch(/^overlay: 1\.0\.0/);
    expect(text).toContain("target: $['paths']['/user/group']['get']['responses']");
    expect(text).toContain("target: $['definitions']['Bucket']['properties']['description']");
    expect(text).toContain("target: $['paths']['/job/stats']['get']['responses']");
    expect(text).toMatch(/inferred from 1 response\(s\) holding \d+ item\(s\)/);
  });

  it('gives the route without a schema a typed result that compiles', async () => {
    const out = join(dir, 'api');
    const generated = await runCli(['generate', drifting.baseUrl, '-o', out, '--targets', 'types,client,validators', '--overlay', overlayFile]);
    expect(generated.code, generated.stderr).toBe(0);
    const types = await readFile(join(out, 'types.ts'), 'utf8');
    expect(types).toMatch(/export type UserGroupListResult = \{\n {2}description: string;\n {2}id: number;/);
    expect(await verifyFiles([join(out, 'types.ts'), join(out, 'validators.ts')], out)).toEqual([]);
    const lock = JSON.parse(await readFile(join(out, 'specforge.lock.json'), 'utf8')) as { overlays: unknown };
    expect(lock.overlays).toEqual([{ file: overlayFile, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);

    expect((await runCli(['check', drifting.baseUrl, '-o', out, '--overlay', overlayFile])).code).toBe(0);
    await writeFile(overlayFile, `${await readFile(overlayFile, 'utf8')}# reviewed\n`);
    const stale = await runCli(['check', drifting.baseUrl, '-o', out, '--overlay', overlayFile]);
    expect(stale.code).toBe(1);
    expect(stale.stdout + stale.stderr).toMatch(/the overlays applied to the document changed/);
    expect(stale.stdout).toContain(`run: specforge generate ${drifting.baseUrl} --overlay ${overlayFile} -o ${out}`);
  }, 90_000);

  it('validates the live responses once the overlay is applied', async () => {
    const { report } = await probeWith([overlayFile]);
    const fixed = ['no-response-schema', 'null-not-nullable', 'undocumented-status'];
    expect(report.findings.filter((f) => fixed.includes(f.kind) && ['/user/group', '/storage/bucket', '/job/stats'].includes(f.path))).toEqual([]);
    expect(report.findings.filter((f) => f.path === '/user/group')).toEqual([]);
  }, 60_000);
});
