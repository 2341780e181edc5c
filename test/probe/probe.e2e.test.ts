import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { DRIFTS } from '../../fixtures/installation/http/drift.js';
import { probe } from '../../src/probe/index.js';
import type { Finding, ProbeReport } from '../../src/probe/types.js';
import { fourKindsOfUsers } from './users.js';

/**
 * The probe against the reference installation over HTTP, with the four kinds of users:
 * as documented it finds no error; with `--drift` it finds exactly the documented
 * differences on top of that baseline — no more, no fewer.
 */
const limits = { concurrency: 4, budget: 1000, timeoutMs: 10_000 };

async function probeOf(running: RunningInstallation): Promise<ProbeReport> {
  const signal = new AbortController().signal;
  const source = `${running.baseUrl}/api/swagger.json`;
  // The installation's documents are Flask-RESTX style: read strictly here (optional is not
  // nullable), so that a null the drift sends is the finding DRIFTS documents.
  const normalise = { flaskRestx: { optionalMeansNullable: false } };
  return (await probe({ source, users: fourKindsOfUsers, limits, signal, normalise })).report;
}

const keyOf = (f: Finding) => `${f.method} ${f.path} ${f.kind} ${f.pointer ?? ''}`.trim();

describe('probe against the reference installation', () => {
  let honest: RunningInstallation;
  let drifting: RunningInstallation;
  let baseline: ProbeReport;
  let drifted: ProbeReport;

  beforeAll(async () => {
    [honest, drifting] = await Promise.all([startInstallation(), startInstallation({ drift: true })]);
    [baseline, drifted] = await Promise.all([probeOf(honest), probeOf(drifting)]);
  }, 60_000);
  afterAll(async () => Promise.all([honest?.close(), drifting?.close()]));

  it('reports no error finding when the installation follows its document', () => {
    expect(baseline.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(baseline.incomplete).toBeUndefined();
    expect(baseline.users.map((u) => u.access)).toEqual(['user', 'user', 'tenant-admin', 'superadmin']);
  });

  it('calls every read-only operation, filling path parameters from the lists', () => {
    const skipped = baseline.operations.filter((op) => op.skipped);
    expect(skipped).toEqual([]);
    expect(baseline.operations.map((op) => `${op.method} ${op.path}`)).toContain('GET /job/{jobid}/log');
    const log = baseline.operations.find((op) => op.path === '/job/{jobid}/log');
    expect(log?.statuses['alice@acme.example']).toBe(200);
  });

  it('finds exactly the documented differences with --drift', () => {
    const known = new Set(baseline.findings.map(keyOf));
    const added = [...new Set(drifted.findings.map(keyOf).filter((key) => !known.has(key)))].sort();
    const expected = DRIFTS.flatMap((d) =>
      [d.route, ...(d.alsoRoutes ?? [])].map((route) => `${route} ${d.finding} ${d.pointer ?? ''}`.trim()),
    );
    expect(added).toEqual(expected.sort());
  });

  it('stops at the budget and still reports what it saw, marked incomplete', async () => {
    const signal = new AbortController().signal;
    const source = `${honest.baseUrl}/api/swagger.json`;
    const { report } = await probe({ source, users: fourKindsOfUsers.slice(0, 1), limits: { ...limits, budget: 12 }, signal });
    expect(report.incomplete).toBe('the request budget ran out');
    expect(report.requests).toBe(12);
    expect(report.operations.some((op) => Object.keys(op.statuses).length > 0)).toBe(true);
  });

  it('calls access-level drift a security finding, seen by the plain users only', () => {
    const finding = drifted.findings.find((f) => f.kind === 'access-not-enforced');
    expect(finding).toMatchObject({ severity: 'error', security: true, path: '/admin/project' });
    expect(finding?.users.sort()).toEqual(['alice@acme.example', 'bob@acme.example']);
  });

  it('names the drifted field and what was seen where the schema is missing', () => {
    const mismatch = drifted.findings.find((f) => f.path === '/queue' && f.kind === 'type-mismatch');
    expect(mismatch?.pointer).toBe('/result/*/maxjobs');
    const extra = drifted.findings.find((f) => f.kind === 'undocumented-property');
    expect(extra).toMatchObject({ severity: 'info', pointer: '/result/*/internal_ref' });
    const noSchema = drifted.findings.find((f) => f.kind === 'no-response-schema');
    expect(noSchema?.message).toMatch(/items with description, id, members, name, permissions/);
  });
});
