import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, generate, type GenerateOptions } from '../../src/api/index.js';
import { inputsSeal } from '../../src/write/inputs.js';
import { loadedFiles, loadedSources, repoRoot, runCli } from '../helpers/cli.js';

/**
 * `check`'s fast path (src/check/quick.ts): when the inputs the lock records hash the same and
 * every file keeps its hash, check answers from hashes (`decidedBy: 'inputs'`). Each kind of
 * change must still make it stale, through the full comparison (`decidedBy: 'regeneration'`).
 */
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const targets: GenerateOptions['targets'] = ['types', 'client'];
const overlayText = (description: string) =>
  JSON.stringify({
    overlay: '1.0.0',
    info: { title: 'o', version: '1' },
    actions: [{ target: '$.info', update: { description } }],
  });

/** A scratch directory with a copy of v1, an overlay, and an output generated from them. */
async function scene(options: Partial<GenerateOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-quick-'));
  const source = join(dir, 'doc.json');
  const overlay = join(dir, 'overlay.json');
  const output = join(dir, 'api');
  writeFileSync(source, readFileSync(v1));
  writeFileSync(overlay, overlayText('first'));
  const load = { overlays: [overlay] };
  await generate({ source, output, targets, load, ...options });
  return { source, overlay, output, load };
}

/** Rewrites the lock's fields above its document, keeping the layout generate writes. */
function editLockHead(output: string, edit: (head: Record<string, unknown>) => void): void {
  const path = join(output, 'specforge.lock.json');
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(',\n  "document": ');
  const head = JSON.parse(`${text.slice(0, at)}\n}`) as Record<string, unknown>;
  edit(head);
  const rest = text.slice(at);
  writeFileSync(path, JSON.stringify(head, null, 2).replace(/\n}$/, '') + rest);
}

describe('check: the fast path', () => {
  it('answers from the lock when nothing moved', async () => {
    const { source, output, load } = await scene();
    const result = await check({ source, output, load });
    expect(result).toEqual({ upToDate: true, output, decidedBy: 'inputs', reasons: [], files: [] });
  });

  it('quick: false (a caller that already compared the hashes) regenerates to the same answer', async () => {
    const { source, output, load } = await scene();
    const result = await check({ source, output, load, quick: false });
    expect(result).toMatchObject({ upToDate: true, decidedBy: 'regeneration' });
  });

  it('a document that changed is stale', async () => {
    const { source, output, load } = await scene();
    writeFileSync(source, readFileSync(v2));
    const result = await check({ source, output, load });
    expect(result).toMatchObject({ upToDate: false, decidedBy: 'regeneration' });
    expect(result.reasons).toContain('document-changed');
  });

  it('the same document written differently is not taken for a change', async () => {
    const { source, output, load } = await scene();
    writeFileSync(source, `${JSON.stringify(JSON.parse(readFileSync(v1, 'utf8')), null, 4)}\n`);
    const result = await check({ source, output, load });
    expect(result).toMatchObject({ upToDate: true, decidedBy: 'regeneration' });
  });

  it('an overlay that changed is stale', async () => {
    const { source, overlay, output, load } = await scene();
    writeFileSync(overlay, overlayText('second'));
    const result = await check({ source, output, load });
    expect(result).toMatchObject({ upToDate: false, decidedBy: 'regeneration' });
    expect(result.reasons).toContain('overlays-changed');
  });

  it('a config change that reaches the output is stale', async () => {
    const { source, output, load } = await scene();
    const result = await check({
      source,
      output,
      load,
      normalise: { names: { 'GET /job': 'jobs.all' } },
    });
    expect(result).toMatchObject({ upToDate: false, decidedBy: 'regeneration' });
    expect(result.files.map((file) => file.path)).toContain('client.ts');
  });

  it('other targets are stale', async () => {
    const { source, output, load } = await scene();
    const result = await check({ source, output, load, targets: ['types'] });
    expect(result).toMatchObject({ upToDate: false, decidedBy: 'regeneration' });
    expect(result.reasons).toContain('targets-changed');
  });

  it('an output file edited by hand is stale', async () => {
    const { source, output, load } = await scene();
    appendFileSync(join(output, 'client.ts'), '// mine\n');
    const result = await check({ source, output, load });
    expect(result).toMatchObject({
      upToDate: false,
      decidedBy: 'regeneration',
      reasons: ['edited'],
    });
    expect(result.files).toEqual([{ path: 'client.ts', status: 'edited' }]);
  });

  it('a file added to the output is stale', async () => {
    const { source, output, load } = await scene();
    writeFileSync(join(output, 'notes.ts'), 'export {};\n');
    const result = await check({ source, output, load });
    expect(result.files).toEqual([{ path: 'notes.ts', status: 'extra' }]);
  });

  it('output written by another specforge version is stale', async () => {
    const { source, output, load } = await scene();
    // As the older version wrote it: every version field says 0.0.1, the seal made over them.
    editLockHead(output, (head) => {
      const inputs = head.inputs as Record<string, unknown>;
      for (const [key, value] of Object.entries(inputs))
        if (value === head.specforgeVersion) inputs[key] = '0.0.1';
      Object.assign(head, {
        specforgeVersion: '0.0.1',
        inputsSeal: inputsSeal(inputs, head.files as Record<string, string>),
      });
    });
    const result = await check({ source, output, load });
    expect(result).toMatchObject({ upToDate: false, decidedBy: 'regeneration' });
    expect(result.reasons).toContain('specforge-changed');
  });

  it('a lock whose hashes were edited without their seal is not trusted', async () => {
    const { source, output, load } = await scene();
    appendFileSync(join(output, 'client.ts'), '// mine\n');
    // A hand edit (or a merge) made the lock vouch for the edited file: the seal no longer holds.
    const edited = (await import('node:crypto'))
      .createHash('sha256')
      .update(readFileSync(join(output, 'client.ts')))
      .digest('hex');
    editLockHead(output, (head) => {
      (head.files as Record<string, string>)['client.ts'] = edited;
    });
    const result = await check({ source, output, load });
    expect(result).toMatchObject({ upToDate: false, decidedBy: 'regeneration' });
    expect(result.files.map((file) => file.path)).toContain('client.ts');
  });

  it('--format output is always regenerated (prettier is not an input the lock records)', async () => {
    const { source, output, load } = await scene({ format: true });
    const result = await check({ source, output, load, format: true });
    expect(result).toMatchObject({ upToDate: true, decidedBy: 'regeneration' });
  });

  it('a lock without inputs (an earlier specforge) takes the full comparison', async () => {
    const { source, output, load } = await scene();
    editLockHead(output, (head) => {
      delete head.inputs;
      delete head.inputsSeal;
    });
    expect(await check({ source, output, load })).toMatchObject({
      upToDate: true,
      decidedBy: 'regeneration',
    });
  });

  it('an up-to-date CLI check loads neither the model nor the emitters (nor their templates), nor yargs', async () => {
    const { source, overlay, output } = await scene();
    // Node 20 names each ES module as it stores it: the bundle's files this command loaded.
    const run = await runCli(['check', source, '-o', output, '--overlay', overlay], {
      env: { NODE_DEBUG: 'esm' },
    });
    expect(run.code, run.stderr).toBe(0);
    const { sources, packages } = loadedSources(run.stderr);
    expect(sources).toContain('src/check/quick.ts');
    // its arguments were read by src/cli/fast-argv.ts, so yargs and string-width never loaded
    expect(sources).toContain('src/cli/fast-argv.ts');
    expect(packages.filter((name) => /^(yargs|string-width|cliui)/.test(name))).toEqual([]);
    expect(
      sources.filter((path) => /^src\/(emit\/(render|index)|normalise\/|diff\/models)/.test(path)),
    ).toEqual([]);
  });

  it('bin/ answers an up-to-date check from its own entry: the CLI’s never loads', async () => {
    const { source, overlay, output } = await scene();
    const run = await runCli(['check', source, '-o', output, '--overlay', overlay], {
      env: { NODE_DEBUG: 'esm' },
    });
    expect(run.code, run.stderr).toBe(0);
    const bundle = join(repoRoot, 'dist', 'bundle');
    const files = loadedFiles(run.stderr);
    expect(files).toContain(join(bundle, 'up-to-date.js'));
    expect(files).not.toContain(join(bundle, 'cli.js'));
  });

  // `--output=dir` is a form the up-to-date answer leaves to the CLI (fast-argv.ts reads no
  // inline values), so each pair below runs both paths on the same request.
  it('the up-to-date answer reports exactly what the CLI reports, in every format', async () => {
    const { source, overlay, output } = await scene();
    const project = mkdtempSync(join(tmpdir(), 'specforge-quick-used-by-'));
    const variants = [
      [],
      ['--quiet'],
      ['--json'],
      ['--format', 'json'],
      ['--format', 'githubactions'],
      ['--format', 'junit'],
      ['--used-by', project],
    ];
    for (const variant of variants) {
      const base = ['check', source, '--overlay', overlay, ...variant];
      const [fast, cli, traced] = await Promise.all([
        runCli([...base, '-o', output]),
        runCli([...base, `--output=${output}`]),
        runCli([...base, '-o', output], { env: { NODE_DEBUG: 'esm' } }),
      ]);
      expect(fast, variant.join(' ')).toEqual(cli);
      const loaded = loadedFiles(traced.stderr);
      expect(loaded.some((file) => file.endsWith('up-to-date.js'))).toBe(true);
      expect(loaded.some((file) => file.endsWith(join('bundle', 'cli.js')))).toBe(false);
      expect(cli.code).toBe(0);
    }
  });

  it('leaves to the CLI what is not up to date, and every error, with the CLI’s exit code', async () => {
    const { source, overlay, output } = await scene();
    const missing = join(tmpdir(), 'specforge-no-such-project');
    const cases: [string[], number][] = [
      [['--used-by', missing], 2],
      [['--config', join(output, 'no-config.json')], 2],
      [['--targets', 'types'], 1],
    ];
    for (const [flags, code] of cases) {
      const base = ['check', source, '--overlay', overlay, ...flags];
      const [fast, cli] = await Promise.all([
        runCli([...base, '-o', output]),
        runCli([...base, `--output=${output}`]),
      ]);
      expect(fast, flags.join(' ')).toEqual(cli);
      expect(fast.code, fast.stderr).toBe(code);
    }
    writeFileSync(source, readFileSync(v2));
    const stale = await runCli(['check', source, '-o', output, '--overlay', overlay]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain('document changed');
  });

  it('answers `check` alone in a project whose specforge.config.json names source and output', async () => {
    const { source, output } = await scene();
    const dir = join(output, '..');
    writeFileSync(join(dir, 'specforge.config.json'), JSON.stringify({ source, output: 'api' }));
    await generate({ source, output, targets, load: {} });
    const traced = await runCli(['check'], { cwd: dir, env: { NODE_DEBUG: 'esm' } });
    expect(traced.code, traced.stderr).toBe(0);
    expect(loadedFiles(traced.stderr).some((file) => file.endsWith(join('bundle', 'cli.js')))).toBe(
      false,
    );
    const [fast, cli] = await Promise.all([
      runCli(['check'], { cwd: dir }),
      runCli(['check', '--output=api'], { cwd: dir }),
    ]);
    expect(fast).toEqual(cli);
    expect(fast.stderr).toBe('api is up to date\n');
  });

  it('the CLI takes it too, and reads stdin once when it must regenerate', async () => {
    const { source, overlay, output } = await scene();
    const args = ['check', '-', '-o', output, '--overlay', overlay, '--json'];
    const same = await runCli(args, { input: readFileSync(source, 'utf8') });
    expect(same.code).toBe(0);
    expect(JSON.parse(same.stdout)).toMatchObject({ upToDate: true, decidedBy: 'inputs' });
    const moved = await runCli(args, { input: readFileSync(v2, 'utf8') });
    expect(moved.code).toBe(1);
    expect(JSON.parse(moved.stdout)).toMatchObject({
      decidedBy: 'regeneration',
      reasons: ['document-changed'],
    });
  });
});
