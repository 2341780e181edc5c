import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const dir = join(repoRoot, 'fixtures/flask-restx');
const [v1, v2] = ['v1', 'v2'].map((v) => join(dir, `${v}.swagger.json`)) as [string, string];
const overlay = join(dir, 'overlays/job-submit-required.yaml');

/** The recorded app's v2 adds a required body-parser argument (`queue`) to job submit. */
async function queueFinding(extra: string[]) {
  const { code, stdout, stderr } = await runCli(['diff', v1, v2, '--format', 'json', ...extra]);
  expect(stderr).toBe('');
  const report = JSON.parse(stdout) as { changes: Record<string, unknown>[] };
  const found = report.changes.filter((c) => c.location === 'body.queue');
  expect(found).toHaveLength(1);
  return { code, finding: found[0]! };
}

describe('diff of the recorded Flask-RESTX v1/v2 (a body-parser argument added)', () => {
  it('is a warning with its why, without an overlay', async () => {
    const { code, finding } = await queueFinding(['--fail-on', 'warning']);
    expect(finding).toMatchObject({
      id: 'new-request-property-required-unknown',
      level: 'warning',
      method: 'POST',
      path: '/job',
    });
    expect(finding.why).toMatch(
      /^Flask-RESTX body parsers do not document required; the server may require it — probe --allow-writes can tell/,
    );
    expect(code).toBe(1);
  });

  it('is breaking once an overlay says the argument is required', async () => {
    const { code, finding } = await queueFinding(['--overlay', overlay, '--fail-on', 'breaking']);
    expect(finding).toMatchObject({ id: 'new-required-request-property', level: 'breaking' });
    expect(code).toBe(1);
  });
});

describe('diff of the recorded v1 and v2 with the overlay probe wrote', () => {
  // `probe-overlay.v2.yaml` is what `probe --allow-writes --write-overlay` learned from the
  // real v2 (scripts/flask-restx/record.mjs): the required `queue` argument must be in it.
  it('is breaking', async () => {
    const probeOverlay = join(dir, 'probe-overlay.v2.yaml');
    const { finding } = await queueFinding(['--overlay', probeOverlay, '--fail-on', 'none']);
    expect(finding).toMatchObject({ id: 'new-required-request-property', level: 'breaking' });
  });
});
