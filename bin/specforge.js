#!/usr/bin/env node
// Runs the bundled CLI (dist/bundle/, built by `npm run build`, which `npm ci` runs through
// `prepare`): from V8's code cache when it fits this Node, else the ES module bundle
// (load-cli.cjs says why).
import { createRequire } from 'node:module';

const { loadCli } = createRequire(import.meta.url)('./load-cli.cjs');
const argv = process.argv.slice(2);
loadCli(argv).then((cli) => cli.main(argv));
