// Runs one command under /usr/bin/time and reports wall time and peak resident memory.
// Wall time comes from our own clock (sub-millisecond); peak memory from GNU time's %M
// (maximum resident set size of the child, in KB); CPU time (user + system, %U + %S) too,
// because the machine is shared and CPU time suffers less than wall time from contention.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GNU_TIME = '/usr/bin/time';

/**
 * @param {string} command executable
 * @param {string[]} args
 * @param {{ cwd?: string, timeoutMs?: number, env?: object, okCodes?: number[] }} [options]
 * @returns {Promise<{ ok: boolean, code: number | null, wallMs: number, cpuMs: number | null, peakMB: number | null, output: string }>}
 */
export async function runMeasured(command, args, options = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-time-'));
  const timeFile = join(scratch, 'time.txt');
  const started = process.hrtime.bigint();
  const { code, output, timedOut } = await spawnCollect(
    GNU_TIME,
    ['-f', '%M %U %S', '-o', timeFile, command, ...args],
    options,
  );
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { peakMB, cpuMs } = readTimeFile(timeFile);
  rmSync(scratch, { recursive: true, force: true });
  const ok = (options.okCodes ?? [0]).includes(code) && !timedOut;
  return { ok, code, wallMs, cpuMs, peakMB, output: timedOut ? `timed out\n${output}` : output };
}

function readTimeFile(timeFile) {
  try {
    const lines = readFileSync(timeFile, 'utf8').trim().split('\n');
    const [kb, user, system] = lines[lines.length - 1].split(' ').map(Number);
    const cpuMs = (user + system) * 1000;
    return { peakMB: kb / 1024, cpuMs: Number.isFinite(cpuMs) ? cpuMs : null };
  } catch {
    return { peakMB: null, cpuMs: null };
  }
}

/** Spawns, keeps the last 4 KB of stdout+stderr, kills the process group on timeout. */
export function spawnCollect(command, args, { cwd, timeoutMs = 600_000, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-4096);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

export function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** First line of the output that looks like an error, for "failed: …" table cells. */
export function errorLine(output) {
  const lines = output.split('\n').map((l) => l.trim()).filter(Boolean);
  const hit = lines.find((l) => /error|unsupported|only openapi|not implemented|cannot|failed/i.test(l));
  return (hit ?? lines[lines.length - 1] ?? 'no output').replace(/\|/g, '/').slice(0, 120);
}
