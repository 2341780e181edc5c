import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../fixtures/flask-restx/exchanges.js';
import { runCli } from '../helpers/cli.js';

/**
 * Issue 28's "done when" for diff, on the two documents flask-restx 1.3.0 served: v2 adds the
 * body-parser argument `queue` with `required=True`, which the framework does not document
 * (docs/flask-restx.md rule 2). Old clients then get 400 "Missing required parameter in the
 * JSON body". `probe-overlay.v2.yaml` is what `probe --allow-writes --write-overlay` learned
 * from v2 (scripts/flask-restx/record.mjs).
 */
const v1 = join(corpusDir, 'v1.swagger.json');
const v2 = join(corpusDir, 'v2.swagger.json');
const overlay = join(corpusDir, 'probe-overlay.v2.yaml');

interface Change {
  id: string;
  level: string;
  method: string;
  path: string;
  location: string;
}

async function queueChange(extra: string[] = []): Promise<Change | undefined> {
  const args = ['diff', v1, v2, '--format', 'json', '--fail-on', 'none', ...extra];
  const result = await runCli(args);
  expect(result.code, result.stderr).toBe(0);
  const { changes } = JSON.parse(result.stdout) as { changes: Change[] };
  return changes.find(
    (c) => c.method === 'POST' && c.path === '/job' && c.location === 'body.queue',
  );
}

describe('diff of the recorded v1 and v2 (a required body-parser argument added)', () => {
  it('reports the new argument', async () => {
    expect(await queueChange()).toBeDefined();
  });

  // Waits for diff: a property added to a body-parser payload whose required-ness is unknown
  // is a warning (issue 28, diff).
  it.fails('calls it a warning without an overlay', async () => {
    expect((await queueChange())?.level).toBe('warning');
  });

  // Waits for probe (required body fields learned from 400s, written to the overlay) and diff
  // (breaking when an overlay says required); re-record after the probe work lands.
  it.fails('calls it breaking with the overlay probe wrote', async () => {
    expect((await queueChange(['--overlay', overlay]))?.level).toBe('breaking');
  });
});
