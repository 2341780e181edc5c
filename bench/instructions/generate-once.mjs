// One `generate --targets types,client` in process, for run-instructions.mjs: the build at
// argv[2] (a checkout or snapshot with dist/), the document at argv[3]. The V8 flags are the
// ones the CLI sets for generate, from that build's own src/cli/v8-tuning.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [build, document] = process.argv.slice(2);
const dist = (path) => pathToFileURL(join(build, 'dist', 'src', path)).href;
const tuning = await import(dist('cli/v8-tuning.js'));
tuning.keepYoungGenerationSmall();
tuning.skipOptimisingCompiler();
const { generate } = await import(dist('api/index.js'));
const scratch = mkdtempSync(join(tmpdir(), 'sf-instructions-'));
try {
  await generate({ source: document, output: join(scratch, 'out'), targets: ['types', 'client'] });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
