#!/usr/bin/env node
// Runs the compiled CLI (built by `npm run build`, which `npm ci` runs through `prepare`).
import('../dist/src/cli/main.js').then((cli) => cli.main(process.argv.slice(2)));
