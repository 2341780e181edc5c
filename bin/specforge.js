#!/usr/bin/env node
// Runs the bundled CLI (dist/bundle/cli.js, built by `npm run build`, which `npm ci` runs
// through `prepare`). On Node >= 22.1 compiled code is cached on disk between runs
// (module.enableCompileCache; NODE_DISABLE_COMPILE_CACHE=1 turns it off); it must be enabled
// before the bundle loads, hence the dynamic import. Node 20 has no such cache and simply runs
// the bundle.
import module from 'node:module';

module.enableCompileCache?.();
const cli = await import('../dist/bundle/cli.js');
await cli.main(process.argv.slice(2));
