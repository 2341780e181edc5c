import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { junitSchemaErrors, parseWorkflowCommands, readJunit } from '../helpers/ci-formats.js';
import type { DiffReport } from '../../src/diff/types.js';

/** `diff --format githubactions|junit` on the reference installation's v1 → v2, read back as CI reads them. */
const docs = join(repoRoot, 'fixtures/installation/docs');
const pair = [join(docs, 'v1.json'), join(docs, 'v2.json')];
const COMMAND = { breaking: 'error', warning: 'warning', info: 'notice' } as const;

async function jsonReport(): Promise<DiffReport> {
  const result = await runCli(['diff', ...pair, '--format', 'json', '--fail-on', 'none']);
  return JSON.parse(result.stdout) as DiffReport;
}

describe('specforge diff --format githubactions', () => {
  it('annotates every finding at its level, on the new document, then a summary notice', async () => {
    const [result, report] = await Promise.all([
      runCli(['diff', ...pair, '--format', 'githubactions']),
      jsonReport(),
    ]);
    expect(result.code).toBe(1);
    expect(report.summary.breaking).toBeGreaterThan(0);
    const commands = parseWorkflowCommands(result.stdout);
    expect(commands).toHaveLength(report.changes.length + 1);
    report.changes.forEach((finding, i) => {
      const command = commands[i]!;
      expect(command.command).toBe(COMMAND[finding.level]);
      expect(command.properties.file).toBe('fixtures/installation/docs/v2.json');
      expect(command.properties.title).toBe(`${finding.level} ${finding.id}`);
      expect(command.message).toContain(finding.message);
    });
    const { breaking, warning, info } = report.summary;
    expect(commands.at(-1)).toEqual({
      command: 'notice',
      properties: { title: 'specforge diff' },
      message: `${breaking} breaking, ${warning} warning${warning === 1 ? '' : 's'}, ${info} info`,
    });
  });
});

describe('specforge diff --format junit', () => {
  it('is valid against the JUnit schema: one testcase per operation, failures at --fail-on', async () => {
    const [result, report] = await Promise.all([
      runCli(['diff', ...pair, '--format', 'junit']),
      jsonReport(),
    ]);
    expect(result.code).toBe(1);
    expect(await junitSchemaErrors(result.stdout)).toEqual([]);
    const { suite, cases } = readJunit(result.stdout);
    const inspect = await Promise.all(pair.map((doc) => runCli(['inspect', doc, '--json'])));
    const operations = new Set(
      inspect.flatMap((r) =>
        (JSON.parse(r.stdout) as { operations: { method: string; path: string }[] }).operations.map(
          (op) => `${op.method} ${op.path}`,
        ),
      ),
    );
    expect(new Set(cases.map((c) => c.name))).toEqual(operations);
    const breakingOps = new Set(
      report.changes.filter((f) => f.level === 'breaking').map((f) => `${f.method} ${f.path}`),
    );
    const failed = cases.filter((c) => c.failure !== undefined);
    expect(new Set(failed.map((c) => c.name))).toEqual(breakingOps);
    expect(suite.tests).toBe(String(operations.size));
    expect(suite.failures).toBe(String(breakingOps.size));
    for (const finding of report.changes) {
      const found = cases.find((c) => c.name === `${finding.method} ${finding.path}`)!;
      const where = finding.level === 'breaking' ? found.failure?.text : found.out;
      expect(where).toContain(`${finding.level} ${finding.id}`);
    }
  });

  it('--fail-on warning fails the operations with warnings too; none fails nothing', async () => {
    const report = await jsonReport();
    const warned = new Set(
      report.changes.filter((f) => f.level !== 'info').map((f) => `${f.method} ${f.path}`),
    );
    const warning = readJunit(
      (await runCli(['diff', ...pair, '--format', 'junit', '--fail-on', 'warning'])).stdout,
    );
    expect(new Set(warning.cases.filter((c) => c.failure).map((c) => c.name))).toEqual(warned);
    const none = await runCli(['diff', ...pair, '--format', 'junit', '--fail-on', 'none']);
    expect(none.code).toBe(0);
    expect(readJunit(none.stdout).cases.filter((c) => c.failure)).toEqual([]);
    expect(await junitSchemaErrors(none.stdout)).toEqual([]);
  });
});

describe('specforge check --format githubactions|junit', () => {
  it('reports a stale directory, its files and the document change as CI reads them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specforge-check-ci-'));
    const output = join(dir, 'api');
    expect((await runCli(['generate', pair[0]!, '-o', output])).code).toBe(0);

    const fresh = await runCli(['check', pair[0]!, '-o', output, '--format', 'junit']);
    expect(fresh.code).toBe(0);
    expect(await junitSchemaErrors(fresh.stdout)).toEqual([]);
    expect(readJunit(fresh.stdout).cases).toEqual([{ name: `generated output ${output}` }]);

    const junit = await runCli(['check', pair[1]!, '-o', output, '--format', 'junit']);
    expect(junit.code).toBe(1);
    expect(await junitSchemaErrors(junit.stdout)).toEqual([]);
    const [first, ...operations] = readJunit(junit.stdout).cases;
    expect(first!.failure!.type).toBe('stale');
    expect(first!.failure!.text).toContain('client.ts: stale');
    expect(first!.failure!.text).toContain(`run: specforge generate ${pair[1]} -o ${output}`);
    expect(operations.some((c) => c.failure?.type === 'breaking')).toBe(true);

    const actions = await runCli(['check', pair[1]!, '-o', output, '--format', 'githubactions']);
    expect(actions.code).toBe(1);
    const commands = parseWorkflowCommands(actions.stdout);
    expect(commands[0]).toMatchObject({
      command: 'error',
      properties: { title: 'specforge check' },
    });
    expect(commands[0]!.message).toMatch(/is stale: the installation's document changed/);
    const files = commands.filter((c) => c.properties.title === 'specforge check: stale');
    expect(files.map((c) => c.properties.file)).toContain(
      `${relative(repoRoot, output)}/client.ts`,
    );
    expect(commands.some((c) => c.properties.title?.startsWith('breaking '))).toBe(true);
  });

  it('--format alone still means "generated with prettier", before or after the source', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specforge-check-fmt-'));
    const output = join(dir, 'api');
    const small = join(repoRoot, 'fixtures/edge/cycles.swagger2.json');
    const types = ['--targets', 'types'];
    expect((await runCli(['generate', small, '-o', output, ...types, '--format'])).code).toBe(0);
    expect((await runCli(['check', small, '-o', output, '--format'])).code).toBe(0);
    expect((await runCli(['check', '--format', small, '-o', output])).code).toBe(0);
    const wrong = await runCli(['check', small, '-o', output, '--format', 'xml']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /^specforge: unknown --format "xml"; choose from text, json, githubactions, junit/,
    );
  });
});
