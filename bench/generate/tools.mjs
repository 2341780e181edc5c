// The generators compared by run-generate.mjs: how to call each on one document.
// Every tool writes into its own fresh output directory; none runs prettier (their defaults).
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { BENCH_DIR } from '../lib/stats.mjs';
import { NODE20, NODE22, SPECFORGE_BIN, convertedSpecPath, specPath } from '../lib/env.mjs';

const bin = (...parts) => join(BENCH_DIR, 'node_modules', ...parts);

/** Input for tools that read only OAS 3: the swagger2openapi rendering (conversion not timed). */
const oas3Only = (doc) => (doc.swagger2 ? { path: convertedSpecPath(doc), converted: true } : { path: specPath(doc) });
const anyVersion = (doc) => ({ path: specPath(doc) });

export const GENERATORS = [
  {
    id: 'openapi-typescript',
    label: 'openapi-typescript 7.13 (types only)',
    established: true,
    input: oas3Only,
    command: (spec, out) => [NODE20, [bin('openapi-typescript', 'bin', 'cli.js'), spec, '-o', join(out, 'schema.ts')]],
  },
  {
    id: 'oazapfts',
    label: 'oazapfts 7.5',
    established: true,
    input: oas3Only,
    command: (spec, out) => {
      mkdirSync(out, { recursive: true }); // oazapfts does not create its output folder
      return [NODE20, [bin('oazapfts', 'dist', 'cli.js'), spec, join(out, 'api.ts')]];
    },
  },
  {
    id: 'orval',
    label: 'orval 8.38 (Node 22)',
    established: true,
    input: anyVersion,
    command: (spec, out) => [NODE22, [bin('orval', 'dist', 'bin', 'orval.mjs'), '--input', spec, '--output', join(out, 'api.ts')]],
  },
  {
    id: 'hey-api',
    label: '@hey-api/openapi-ts 0.99 (Node 22)',
    established: true,
    input: anyVersion,
    command: (spec, out) => [NODE22, [bin('@hey-api', 'openapi-ts', 'bin', 'run.js'), '-i', spec, '-o', out]],
  },
  {
    id: 'specforge',
    label: 'specforge `generate --targets types,client`',
    established: false,
    input: anyVersion,
    command: (spec, out) => [NODE20, [SPECFORGE_BIN, 'generate', spec, '-o', out, '--targets', 'types,client']],
  },
];
