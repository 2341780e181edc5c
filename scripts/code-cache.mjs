// Builds dist/bundle/cli.cache, V8's code cache for dist/bundle/cli.cjs (bin/load-cli.cjs says
// why), and cli.cache.json, what it was built for. Run by scripts/bundle.mjs in a process of its
// own: the cache records the V8 flags of the process that makes it, and a CLI run starts with
// Node's defaults, so this process must keep them. The CLI changes two flags for `generate`
// (src/cli/v8-tuning.ts); here that is turned off (below), which changes nothing but speed.
//
// The cache holds the code of every function that ran before it was taken, so it trains on
// `generate` with every target over two documents of the reference installation (Swagger 2.0
// and OAS 3.1), each into a temporary directory, then `check` of it. Code the training did not run (diff, mock,
// probe) is compiled when it first runs, as without a cache.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TRAINING = ['fixtures/installation/docs/v2.json', 'fixtures/installation/docs/v2.oas31.json'];

// The one object the bundle's `require('node:v8')` also returns: flags stay at their defaults.
v8.setFlagsFromString = () => undefined;

const { paths, runtimeStamp, runCliBundle } = createRequire(import.meta.url)('../bin/load-cli.cjs');
const { cli, script } = runCliBundle(undefined);
const scratch = mkdtempSync(join(tmpdir(), 'specforge-code-cache-'));
try {
  for (const [index, document] of TRAINING.entries()) {
    await cli.main(['generate', join(root, document), '-o', join(scratch, `out-${index}`), '--quiet']);
    if (process.exitCode) throw new Error(`training run failed: generate ${document}`);
    // `check` of what was just written: its fast path (issue 31) is a ~0.1 s run, in which
    // compiling its code from source would be a tenth.
    await cli.main(['check', join(root, document), '-o', join(scratch, `out-${index}`), '--quiet']);
    if (process.exitCode) throw new Error(`training run failed: check ${document}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
writeFileSync(paths.cache, script.createCachedData());
writeFileSync(paths.stamp, `${JSON.stringify(runtimeStamp(), null, 2)}\n`);
