import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/**
 * examples/service-target: an out-of-tree target (an Angular-style service class over the
 * client) that specforge knows only from the example's config. Generated through the CLI
 * from another directory (the plugin resolves relative to the config file), then compiled
 * under tsc --strict with a consumer that calls it.
 */
const example = join(repoRoot, 'examples/service-target');

const CONSUMER = `
import { createClient } from './out/client.js';
import type { Job } from './out/types.js';
import { JobServiceApi } from './out/services.js';

const service = new JobServiceApi(createClient({ baseUrl: 'https://jobs.example.com' }));
export async function queued(): Promise<Job[]> {
  return service.jobList({ query: { state: ['queued'], limit: 10 } });
}
// @ts-expect-error -- not a state the document declares
void service.jobList({ query: { state: ['paused'] } });
`;

it('examples/service-target generates through the CLI, joins the lock, and compiles strict', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-service-'));
  const doc = join(repoRoot, 'fixtures/installation/docs/v2.json');
  const config = join(example, 'specforge.config.json');
  const run = await runCli(['generate', doc, '-o', 'out', '--config', config], { cwd: dir });
  expect(run.code, run.stderr).toBe(0);
  const services = readFileSync(join(dir, 'out/services.ts'), 'utf8');
  expect(services).toContain('export class JobServiceApi {');
  expect(services).toContain('  jobList(');
  const lock = JSON.parse(readFileSync(join(dir, 'out/specforge.lock.json'), 'utf8'));
  expect(lock.targets).toEqual(['client', 'services']);
  expect(lock.files['services.ts']).toMatch(/^[0-9a-f]{64}$/);

  writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2022', 'DOM'],
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        types: [],
      },
      include: ['consumer.ts', 'out/**/*.ts'],
    }),
  );
  const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
  const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  expect(compiled.stdout).toBe('');
  expect(compiled.status).toBe(0);
}, 120_000);
