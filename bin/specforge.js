#!/usr/bin/env node
// Runs the bundled CLI (dist/bundle/cli.js, built by `npm run build`, which `npm ci` runs
// through `prepare`). On Node >= 22.1 compiled code is cached on disk between runs
// (module.enableCompileCache; NODE_DISABLE_COMPILE_CACHE=1 turns it off); it must be enabled
// before the bundle loads, hence the dynamic imports. Node 20 has no such cache and simply runs
// the bundle.
// `check` first asks its own entry (dist/bundle/up-to-date.js) whether the output is up to date
// (src/cli/check-up-to-date.ts): an exit code, or what it found for the CLI to go on from.
import module from 'node:module';

module.enableCompileCache?.();
const argv = process.argv.slice(2);
const answer =
  argv[0] === 'check'
    ? await (await import('../dist/bundle/up-to-date.js')).checkIfUpToDate(argv)
    : undefined;
if (typeof answer === 'number') process.exitCode = answer;
else {
  const cli = await import('../dist/bundle/cli.js');
  await cli.main(argv, { mustRegenerate: answer === 'regenerate' });
}
