import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { probe, type ProbeReport } from '../../src/probe/index.js';
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
    const userFile = join(dir, 'users.json');
    await writeFile(userFile, JSON.stringify(fourKindsOfUsers));
    // The installation's document is Flask-RESTX style, which normalise reads with optional
    // properties nullable already (docs/flask-restx.md): turned off here, so that the nulls
    // the drift sends are findings and probe's model-wide x-nullable actions are tested.
    const configFile = join(dir, 'specforge.config.json');
    await writeFile(configFile, JSON.stringify({ flaskRestx: { optionalMeansNullable: false } }));
    const written = await runCli(['probe', drifting.baseUrl, '--config', configFile, '--user-file', userFile, '--write-overlay', overlayFile, '--fail-on', 'none', '--format', 'json', '-o', join(dir, 'report.json')]);
    expect(written.code, written.stderr).toBe(0);
  }, 60_000);
  afterAll(async () => drifting?.close());

  it('writes one action per fixable finding, each saying what was seen', async () => {
    const text = await readFile(overlayFile, 'utf8');
    expect(text).toMatch(/^overlay: 1\.0\.0/);
    expect(text).toContain("target: $['paths']['/user/group']['get']['responses']");
    expect(text).toContain("target: $['definitions']['Bucket']['properties']['description']");
    expect(text).toContain("target: $['paths']['/job/stats']['get']['responses']");
    expect(text).toMatch(/inferred from \d+ response\(s\) holding \d+ item\(s\)/);
  });

  it('learns what the framework loses: decimal strings, model-wide nulls, 401 and 404', async () => {
    const text = await readFile(overlayFile, 'utf8');
    const action = (target: string) =>
      (text.slice(text.indexOf(`target: ${target}`)).split('\n  - ')[0] ?? '').replace(/\n\s+/g, ' ');
    const priority = action("$['definitions']['Job']['properties']['priority']");
    expect(priority).toMatch(/sent \/result\/\*\/priority as a numeric string .* documented integer/);
    expect(priority).toContain('type: string');
    expect(priority).toContain('format: decimal');
    expect(priority).toContain(String.raw`pattern: ^-?\d+(\.\d+)?$`);
    // description was seen null; every other optional Bucket property may be null too.
    for (const field of ['description', 'created', 'size'])
      expect(action(`$['definitions']['Bucket']['properties']['${field}']`)).toContain('x-nullable: true');
    // The call without a session answered 401 (undocumented: written); the missing id 404
    // (documented here: not written again).
    const jobItem = action("$['paths']['/job/{jobid}']['get']['responses']");
    expect(jobItem).toMatch(/'401': description: Observed by specforge probe \(1 time\(s\)\)/);
    expect(jobItem).not.toMatch(/'404'/);
    const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as ProbeReport;
    const operation = report.operations.find((op) => op.method === 'GET' && op.path === '/job/{jobid}');
    expect(operation?.edgeCalls).toEqual([
      { call: 'no login', url: expect.stringMatching(/\/api\/job\/\d+$/), status: 401 },
      { call: 'missing id', url: `${drifting.baseUrl}/api/job/999999999`, status: 404 },
    ]);
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
    // The flags generate was run with, as its lock recorded them (issue 34 part 5).
    expect(stale.stdout).toContain(
      `run: specforge generate ${drifting.baseUrl} --targets types,client,validators --overlay ${overlayFile} -o ${out}`,
    );
  }, 90_000);

  it('validates the live responses once the overlay is applied', async () => {
    const { report } = await probeWith([overlayFile]);
    // Every read the probe made: the generated validators (the client's, strict) accept it.
    const valueKinds = ['type-mismatch', 'null-not-nullable', 'missing-required', 'enum-outside-list', 'schema-violation'];
    expect(report.findings.filter((f) => valueKinds.includes(f.kind))).toEqual([]);
    const fixed = ['no-response-schema', 'null-not-nullable', 'undocumented-status'];
    expect(report.findings.filter((f) => fixed.includes(f.kind) && ['/user/group', '/storage/bucket', '/job/stats'].includes(f.path))).toEqual([]);
    expect(report.findings.filter((f) => f.path === '/user/group')).toEqual([]);
  }, 60_000);
});
