// Runs one command under /usr/bin/time and reports wall time and peak resident memory.
// Wall time comes from our own clock (sub-millisecond); peak memory from GNU time's %M
// (maximum resident set size of the child, in KB); CPU time (user + system, %U + %S) too,
// because the machine is shared and CPU time suffers less than wall time from contention.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupCpuSeconds, groupPeakMB } from './process-stats.mjs';

const GNU_TIME = '/usr/bin/time';

/**
 * @param {string} command executable
 * @param {string[]} args
 * @param {{ cwd?: string, timeoutMs?: number, env?: object, okCodes?: number[] }} [options]
 * On timeout the process group is killed (GNU time with it), so CPU and peak memory are read
 * from /proc just before: `timedOut` then holds lower bounds.
 * @returns {Promise<{ ok: boolean, code: number | null, wallMs: number, cpuMs: number | null, peakMB: number | null, output: string, timedOut?: object }>}
 */
export async function runMeasured(command, args, options = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-time-'));
  const timeFile = join(scratch, 'time.txt');
  const started = process.hrtime.bigint();
  const { code, output, timedOut, atTimeout } = await spawnCollect(
    GNU_TIME,
    ['-f', '%M %U %S', '-o', timeFile, command, ...args],
    options,
  );
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { peakMB, cpuMs } = readTimeFile(timeFile);
  rmSync(scratch, { recursive: true, force: true });
  const ok = (options.okCodes ?? [0]).includes(code) && !timedOut;
  if (timedOut) return { ok, code, wallMs, cpuMs: atTimeout.cpuMs, peakMB: atTimeout.peakMB, output: `timed out\n${output}`, timedOut: atTimeout };
  return { ok, code, wallMs, cpuMs, peakMB, output };
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
    let atTimeout = null;
    const timer = setTimeout(() => {
      timedOut = true;
      atTimeout = { cpuMs: groupCpuSeconds(child.pid) * 1000, peakMB: groupPeakMB(child.pid) };
      killGroup(child.pid);
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut, atTimeout });
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
  const detail = lines.find((l) => /^"message":/.test(l)); // JSON error lists (orval) hold the reason here
  const hit = detail ?? lines.find((l) => /error|unsupported|only openapi|not implemented|cannot|failed/i.test(l));
  return (hit ?? lines[lines.length - 1] ?? 'no output').replace(/\|/g, '/').slice(0, 120);
}
