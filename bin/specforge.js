#!/usr/bin/env node
// Runs the bundled CLI (dist/bundle/, built by `npm run build`, which `npm ci` runs through
// `prepare`): one file plus the chunks a command imports when it runs.
import('../dist/bundle/cli.js').then((cli) => cli.main(process.argv.slice(2)));
