import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');

interface Marked {
  id: string;
  method: string;
  path: string;
  used?: boolean;
}

/** A copy of a downstream project with its client generated from `source` into src/api. */
async function project(from: string, source: string): Promise<string> {
  const dir = join(mkdtempSync(join(tmpdir(), 'specforge-used-by-')), 'project');
  cpSync(from, dir, { recursive: true, filter: (path) => !path.includes('node_modules') });
  const generated = await runCli([
    'generate',
    source,
    '-o',
    join(dir, 'src/api'),
    '--targets',
    'types,client,validators',
  ]);
  expect(generated.code, generated.stderr).toBe(0);
  return dir;
}

let fixture: Promise<string> | undefined;

/** The test project generated once from v1 (generating is the slow part), copied per variant with its sources replaced. */
async function variant(files: Record<string, string>): Promise<string> {
  fixture ??= project(join(repoRoot, 'fixtures/used-by'), v1);
  const dir = join(mkdtempSync(join(tmpdir(), 'specforge-used-by-')), 'project');
  cpSync(await fixture, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function marked(old: string, usedBy: string): Promise<Marked[]> {
  const result = await runCli([
    'diff',
    old,
    v2,
    '--format',
    'json',
    '--used-by',
    usedBy,
    '--fail-on',
    'none',
  ]);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { changes: Marked[] }).changes;
}

function usedOf(changes: Marked[], method: string, path: string, id: string): boolean | undefined {
  const found = changes.filter((c) => c.method === method && c.path === path && c.id === id);
  expect(found, `${method} ${path} ${id}`).toHaveLength(1);
  return found[0]?.used;
}

describe('diff --used-by: the test project (fixtures/used-by), v1 → v2', () => {
  let changes: Marked[] = [];
  let dir = '';
  beforeAll(async () => {
    dir = await variant({});
    changes = await marked(v1, join(dir, 'tsconfig.json'));
  }, 120_000);

  it.each([
    // how the project reaches it                       method  path                          rule                                    used
    [
      'method call, written parameter (limit)',
      'GET',
      '/job',
      'request-parameter-max-decreased',
      true,
    ],
    [
      'same call, parameter not written (state)',
      'GET',
      '/job',
      'request-parameter-type-changed',
      false,
    ],
    ['same call, new optional parameter', 'GET', '/job', 'new-optional-request-parameter', true],
    [
      'request() key, destructured read (host)',
      'GET',
      '/job/{jobid}/log',
      'response-optional-property-removed',
      true,
    ],
    [
      'request() key, property never read (node)',
      'GET',
      '/job/{jobid}/log',
      'response-optional-property-added',
      false,
    ],
    [
      'type imported through an alias, property written',
      'PUT',
      '/admin/node/{nodeid}',
      'request-property-enum-value-removed',
      true,
    ],
    [
      'typeof api.queue.remove',
      'DELETE',
      '/queue/{queuename}',
      'api-removed-without-deprecation',
      true,
    ],
    [
      'group held in a variable, then called',
      'GET',
      '/storage/bucket/{bucket}',
      'response-result-shape-changed',
      true,
    ],
    [
      'called with the old path parameter name',
      'POST',
      '/job/{jobid}/cancel',
      'request-path-parameter-renamed',
      true,
    ],
    ['never called (job.submit)', 'POST', '/job', 'request-property-became-required', false],
    ['never called (job.update)', 'PUT', '/job/{jobid}', 'request-property-type-changed', false],
    [
      'never called (job.output.get)',
      'GET',
      '/job/{jobid}/output',
      'api-path-removed-without-deprecation',
      false,
    ],
    ['added in v2', 'GET', '/job/stats', 'endpoint-added', false],
  ] as const)('%s: %s %s %s → used %s', (_how, method, path, id, used) => {
    expect(usedOf(changes, method, path, id)).toBe(used);
  });

  it('marks every finding, and the same for the directory as for its tsconfig.json', async () => {
    expect(changes.every((c) => typeof c.used === 'boolean')).toBe(true);
    expect(await marked(v1, dir)).toEqual(changes);
  });

  it('check --used-by marks the findings of the document change the same way', async () => {
    const result = await runCli([
      'check',
      v2,
      '-o',
      join(dir, 'src/api'),
      '--used-by',
      dir,
      '--json',
    ]);
    expect(result.code, result.stderr).toBe(1);
    const checked = (JSON.parse(result.stdout) as { document: { diff: { changes: Marked[] } } })
      .document.diff.changes;
    const strip = (list: Marked[]) =>
      list.map(({ id, method, path, used }) => ({ id, method, path, used }));
    expect(strip(checked)).toEqual(strip(changes));
  });

  it('text and markdown mark each finding and count the used ones', async () => {
    const text = await runCli(['diff', v1, v2, '--used-by', dir, '--fail-on', 'none']);
    expect(text.stdout).toMatch(/\[api-removed-without-deprecation\] {2}used\n/);
    expect(text.stdout).toMatch(/\[endpoint-added\] {2}unused\n/);
    expect(text.stdout).toContain('; used by the project: 6 breaking, 0 warnings, 1 info');
    const markdown = await runCli([
      'diff',
      v1,
      v2,
      '--used-by',
      dir,
      '--format',
      'markdown',
      '--fail-on',
      'none',
    ]);
    expect(markdown.stdout).toContain('| 🔴 breaking · unused |');
  });
});

describe('diff --used-by: the gate', () => {
  it('--fail-on counts used findings only: a project untouched by the breaking changes passes', async () => {
    const dir = await variant({
      'src/models.ts': 'export {};\n',
      'src/app.ts':
        "import { createClient } from './api/index.js';\nexport const api = createClient({ baseUrl: 'http://127.0.0.1:1' });\nexport const nodes = () => api.admin.node.list();\n",
    });
    expect((await runCli(['diff', v1, v2])).code).toBe(1);
    const gated = await runCli(['diff', v1, v2, '--used-by', dir]);
    expect(gated.stdout).toContain('used by the project: 0 breaking');
    expect(gated.code).toBe(0);
  }, 120_000);

  it.each([
    ["'both'", true],
    ["'requests'", false],
  ])(
    'a response property never read counts when the client validates responses (validate: %s)',
    async (mode, used) => {
      const app = [
        "import { createClient } from './api/index.js';",
        `const api = createClient({ baseUrl: 'http://127.0.0.1:1', validate: ${mode} });`,
        'export const log = () => api.job.log.get({ jobid: 1 });',
        '',
      ];
      const dir = await variant({ 'src/app.ts': app.join('\n'), 'src/models.ts': 'export {};\n' });
      const changes = await marked(v1, dir);
      expect(usedOf(changes, 'GET', '/job/{jobid}/log', 'response-optional-property-added')).toBe(
        used,
      );
      expect(usedOf(changes, 'GET', '/job', 'request-parameter-max-decreased')).toBe(false);
    },
    120_000,
  );

  it('a project that is not there is one line and exit 2', async () => {
    const result = await runCli(['diff', v1, v2, '--used-by', join(repoRoot, 'no-such-project')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')[0]).toMatch(
      /^specforge: --used-by .*no-such-project: no such file or directory$/,
    );
  });
});

describe('diff --used-by: examples/downstream', () => {
  it('splits the upgrade to v2 by what jobs-report.ts calls, reads and writes', async () => {
    const dir = await project(join(repoRoot, 'examples/downstream'), v1);
    const changes = await marked(v1, dir);
    const table = [
      ['POST', '/job', 'request-property-became-required', true], // job.submit({ body }) lacks project
      ['POST', '/job', 'response-success-status-removed', true],
      ['GET', '/job', 'new-optional-request-parameter', true], // job.list({ queue })
      ['GET', '/job', 'request-parameter-max-decreased', false], // limit never written
      ['GET', '/job/{jobid}/log', 'response-optional-property-removed', false],
      ['DELETE', '/queue/{queuename}', 'api-removed-without-deprecation', false],
    ] as const;
    for (const [method, path, id, used] of table)
      expect(usedOf(changes, method, path, id), `${method} ${path} ${id}`).toBe(used);
  }, 120_000);
});

describe('diff --used-by: a source file over the size limit (issue 29 item 11)', () => {
  it('is skipped with a warning naming it, and the rest of the project is still read', async () => {
    // 3 MB of declarations: a file this size is generated or vendored, not hand-written.
    const huge = Array.from({ length: 120_000 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const dir = await variant({ 'src/huge.ts': huge });
    const result = await runCli([
      'diff',
      v1,
      v2,
      '--format',
      'json',
      '--used-by',
      dir,
      '--fail-on',
      'none',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /^warning: --used-by skipped \S+huge\.ts: larger than 2097152 bytes/m,
    );
    const changes = (JSON.parse(result.stdout) as { changes: Marked[] }).changes;
    expect(changes.some((c) => c.used === true)).toBe(true);
  }, 60_000);
});

describe('--used-by opens the project only when there is a finding to mark (issue 31)', () => {
  // A directory with no generated client: opening it is an error, so the exit code tells
  // whether check or diff opened it.
  const unopenable = () => {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-used-by-empty-'));
    writeFileSync(join(dir, 'app.ts'), 'export const x = 1;\n');
    return dir;
  };

  it('diff: same document, nothing opened; a change to mark opens it', async () => {
    const dir = unopenable();
    const same = await runCli(['diff', v1, v1, '--used-by', dir]);
    expect(same.code, same.stderr).toBe(0);
    const moved = await runCli(['diff', v1, v2, '--used-by', dir]);
    expect(moved.code).toBe(2);
    expect(moved.stderr).toMatch(/no file generated by specforge in the project/);
  });

  it('check: up to date, nothing opened; a document change opens it', async () => {
    const dir = unopenable();
    const output = join(mkdtempSync(join(tmpdir(), 'specforge-used-by-out-')), 'api');
    expect((await runCli(['generate', v1, '-o', output, '--targets', 'types'])).code).toBe(0);
    const upToDate = await runCli(['check', v1, '-o', output, '--used-by', dir]);
    expect(upToDate.code, upToDate.stderr).toBe(0);
    const moved = await runCli(['check', v2, '-o', output, '--used-by', dir]);
    expect(moved.code).toBe(2);
    expect(moved.stderr).toMatch(/no file generated by specforge in the project/);
  });
});
