import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import { writeOutputDir } from '../../src/write/atomic.js';
import { renderOutput } from '../../src/write/render-output.js';
import { verifyOutput } from '../../src/write/verify.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Every real-world document in fixtures/real-world (GitHub, Stripe, Kubernetes) generates
 * tidy types, client, validators and query options that compile strict. One compile per document: these are the slow tests.
 * (Their output is also byte-equal to prettier's; that check costs a minute, so it is run
 * by hand, see the report, rather than here.)
 */
const dir = join(repoRoot, 'fixtures/real-world');
const documents = readdirSync(dir).filter((name) => name.endsWith('.json.gz'));

describe.each(documents)('%s', (name) => {
  it('generates types, client, validators and query that compile with the strictest options', async () => {
    const work = mkdtempSync(join(tmpdir(), 'specforge-real-world-'));
    const source = join(work, name.replace(/\.gz$/, ''));
    writeFileSync(source, gunzipSync(readFileSync(join(dir, name))));
    const loaded = await loadDocument(source, { validate: false });
    const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
    const files = await renderOutput(model, loaded, {
      targets: ['types', 'client', 'validators', 'query'],
    });
    expect(files.find((f) => f.path === 'query.ts')?.contents).toMatch(/QueryOptions\(/);
    for (const file of files.filter((f) => f.path.endsWith('.ts'))) {
      expect(file.contents, file.path).not.toMatch(/\n\n\n|[ \t]\n/);
      expect(file.contents.endsWith('\n') && !file.contents.endsWith('\n\n'), file.path).toBe(true);
    }
    await writeOutputDir(join(work, 'api'), files);
    expect(await verifyOutput(join(work, 'api'))).toEqual([]);
  }, 300_000);
});
