import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/**
 * `generate --watch` as a user runs it: a child process, the document edited on disk, the
 * output read between edits. No timing assertion: each step polls stderr for its line with
 * a generous deadline (a loaded machine only makes it slower).
 */
const bin = join(repoRoot, 'bin', 'specforge.js');
const v1 = readFileSync(join(repoRoot, 'fixtures/installation/docs/v1.json'), 'utf8');
const DEADLINE_MS = 60_000;
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

function start(dir: string, args: string[]): { lines: () => string[]; exit: Promise<number> } {
  let stderr = '';
  child = spawn(process.execPath, [bin, ...args], {
    cwd: dir,
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exit = new Promise<number>((done) => child!.on('close', (code) => done(code ?? -1)));
  return { lines: () => stderr.split('\n').filter((line) => line !== ''), exit };
}

async function waitFor(lines: () => string[], count: (all: string[]) => boolean): Promise<void> {
  const until = Date.now() + DEADLINE_MS;
  while (!count(lines())) {
    if (Date.now() > until) throw new Error(`no such line in time; stderr:\n${lines().join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The output is whole: every file its lock lists, with the lock's hash, and nothing else. */
function readComplete(out: string): { infoVersion: string } {
  const lock = JSON.parse(readFileSync(join(out, 'specforge.lock.json'), 'utf8')) as {
    infoVersion: string;
    files: Record<string, string>;
  };
  const onDisk = (
    readdirSync(out, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
  )
    .filter((entry) => entry.isFile())
    .map((entry) => relative(out, join(entry.parentPath, entry.name)))
    .filter((path) => path !== 'specforge.lock.json');
  expect(onDisk.sort()).toEqual(Object.keys(lock.files).sort());
  for (const [path, hash] of Object.entries(lock.files)) {
    const bytes = readFileSync(join(out, path));
    expect(createHash('sha256').update(bytes).digest('hex'), path).toBe(hash);
  }
  return lock;
}

const withVersion = (version: string) => v1.replace('"version":"1.4.2"', `"version":"${version}"`);

describe('specforge generate --watch', () => {
  it(
    'regenerates once per edit of the document, keeps watching after an error, exits 0 on SIGINT',
    async () => {
      expect(v1).toContain('"version":"1.4.2"');
      const dir = mkdtempSync(join(tmpdir(), 'specforge-watch-'));
      const doc = join(dir, 'doc.json');
      const out = join(dir, 'out');
      writeFileSync(doc, v1);
      const run = start(dir, [
        'generate',
        'doc.json',
        '-o',
        'out',
        '--targets',
        'types,client',
        '--watch',
      ]);
      const regenerated = (all: string[]) => all.filter((l) => l.startsWith('regenerated')).length;

      await waitFor(run.lines, (all) => all.some((l) => l.startsWith('watching ')));
      expect(run.lines()[0]).toMatch(/^generated out: \d+ files, 70 operations, \d+ warnings$/);
      expect(readComplete(out).infoVersion).toBe('1.4.2');

      writeFileSync(doc, withVersion('1.4.3'));
      await waitFor(run.lines, (all) => regenerated(all) === 1);
      expect(readComplete(out).infoVersion).toBe('1.4.3');

      writeFileSync(doc, withVersion('1.4.4'));
      await waitFor(run.lines, (all) => regenerated(all) === 2);
      expect(readComplete(out).infoVersion).toBe('1.4.4');
      expect(run.lines().filter((l) => l.startsWith('regenerated'))).toEqual([
        expect.stringMatching(/^regenerated \(doc\.json changed\) out: \d+ files, 70 operations/),
        expect.stringMatching(/^regenerated \(doc\.json changed\) out: \d+ files, 70 operations/),
      ]);

      writeFileSync(doc, '{ not json');
      await waitFor(run.lines, (all) => all.some((l) => l.startsWith('error: ')));
      expect(run.lines().filter((l) => l.startsWith('error: '))).toEqual([
        expect.stringMatching(
          /^error: .*doc\.json: invalid JSON at line 1, column 3: .* \(still watching\)$/,
        ),
      ]);
      expect(readComplete(out).infoVersion).toBe('1.4.4');

      writeFileSync(doc, withVersion('1.5.0'));
      await waitFor(run.lines, (all) => regenerated(all) === 3);
      expect(readComplete(out).infoVersion).toBe('1.5.0');

      // The config is watched too (and read again: its names reach the client).
      writeFileSync(
        join(dir, 'specforge.config.json'),
        '{ "names": { "get_job_list": "jobs.all" } }',
      );
      await waitFor(run.lines, (all) => regenerated(all) === 4);
      expect(run.lines().at(-1)).toMatch(/^regenerated \(specforge\.config\.json changed\) out: /);
      expect(readFileSync(join(out, 'client.ts'), 'utf8')).toContain("name: 'jobs.all'");
      readComplete(out);

      child!.kill('SIGINT');
      expect(await run.exit).toBe(0);
    },
    4 * DEADLINE_MS,
  );

  it(
    'a document broken at start is still watched: fixing it generates',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'specforge-watch-broken-'));
      const doc = join(dir, 'doc.json');
      writeFileSync(doc, '{ "swagger": ');
      const run = start(dir, [
        'generate',
        'doc.json',
        '-o',
        'out',
        '--targets',
        'types',
        '--watch',
      ]);
      await waitFor(run.lines, (all) => all.some((l) => l.startsWith('watching ')));
      expect(run.lines()[0]).toMatch(/^error: .*doc\.json: invalid JSON .*\(still watching\)$/);
      writeFileSync(doc, v1);
      await waitFor(run.lines, (all) => all.some((l) => l.startsWith('regenerated')));
      expect(readComplete(join(dir, 'out')).infoVersion).toBe('1.4.2');
      child!.kill('SIGINT');
      expect(await run.exit).toBe(0);
    },
    2 * DEADLINE_MS,
  );

  it(
    'polls a URL source with If-None-Match and regenerates when the document changes',
    async () => {
      let body = v1;
      const seen: (string | undefined)[] = [];
      const server = createServer((request, response) => {
        const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
        seen.push(request.headers['if-none-match']);
        if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
        response.writeHead(200, { 'content-type': 'application/json', etag }).end(body);
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as AddressInfo;
      try {
        const dir = mkdtempSync(join(tmpdir(), 'specforge-watch-url-'));
        const url = `http://127.0.0.1:${port}/api/swagger.json`;
        const args = [
          'generate',
          url,
          '-o',
          'out',
          '--targets',
          'types',
          '--watch',
          '--watch-interval',
          '100',
        ];
        const run = start(dir, args);
        // Polls answered 304 (nothing changed) before the document changes: no regeneration.
        await waitFor(run.lines, (all) => all.some((l) => l.startsWith('watching ')));
        const until = Date.now() + DEADLINE_MS;
        while (seen.filter((tag) => tag !== undefined).length < 3 && Date.now() < until)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(seen.filter((tag) => tag !== undefined).length).toBeGreaterThanOrEqual(3);
        expect(run.lines().some((l) => l.startsWith('regenerated'))).toBe(false);
        body = withVersion('2.0.0-rc');
        await waitFor(run.lines, (all) => all.some((l) => l.startsWith('regenerated')));
        expect(run.lines().find((l) => l.startsWith('regenerated'))).toMatch(
          new RegExp(
            `^regenerated \\(${url.replace(/[.?]/g, '\\$&')} changed\\) out: \\d+ files, 70 operations`,
          ),
        );
        expect(readComplete(join(dir, 'out')).infoVersion).toBe('2.0.0-rc');
        child!.kill('SIGINT');
        expect(await run.exit).toBe(0);
      } finally {
        server.close();
      }
    },
    3 * DEADLINE_MS,
  );
});
