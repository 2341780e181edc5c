// Start-up and bounded load measurements for one mock server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { killGroup } from '../lib/run-process.mjs';
import { groupCpuSeconds, groupPeakMB } from '../lib/process-stats.mjs';

const STARTUP_LIMIT_MS = 30_000;

/** A free loopback port (bind port 0, read it, release it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Spawns the server in its own process group and polls its ready path every 5 ms until it
 * answers 2xx: start-up = spawn → first successful response. The server's CPU time up to then
 * is kept too (contention on the shared machine stretches the wall time, not the CPU time).
 */
export async function startServer(server) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [command, args] = server.command(port);
  const started = process.hrtime.bigint();
  const env = server.env ? server.env() : process.env;
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  while (Number(process.hrtime.bigint() - started) / 1e6 < STARTUP_LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`${server.id} exited: ${stderr.trim().split('\n')[0]}`);
    const up = await fetch(base + server.readyPath, { headers: { Session: 'x', Token: 'x' } }).then((r) => r.ok, () => false);
    if (up) {
      const startupMs = Number(process.hrtime.bigint() - started) / 1e6;
      return { child, base, startupMs, startupCpuMs: groupCpuSeconds(child.pid) * 1000 };
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  killGroup(child.pid);
  throw new Error(`${server.id} not up after ${STARTUP_LIMIT_MS} ms: ${stderr.trim().split('\n')[0]}`);
}

export function stopServer(running) {
  killGroup(running.child.pid);
}

/**
 * A load bounded in count AND time: at most `amount` requests, stopped after `maxSeconds`.
 * Also reads the server's CPU time over the run, which a busy shared machine distorts far
 * less than requests per second.
 */
export function load(running, target, headers, { amount, maxSeconds, connections }) {
  // A target is a path (GET) or { path, method, body } (a JSON body).
  const { path, method = 'GET', body } = typeof target === 'string' ? { path: target } : target;
  const sent = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  const cpuBefore = groupCpuSeconds(running.child.pid);
  const loaderBefore = process.cpuUsage(); // the load generator runs in this process
  // our own clock, up to the last response: autocannon ends a run bounded by `amount` only at
  // its next one-second tick, so its end (and `duration`) would quantize req/s to whole seconds
  const started = process.hrtime.bigint();
  let lastResponse = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: running.base + path, method, body, headers: sent, amount, connections, timeout: 10 },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        const cpuSeconds = groupCpuSeconds(running.child.pid) - cpuBefore;
        const loader = process.cpuUsage(loaderBefore);
        const seconds = Number(lastResponse - started) / 1e9;
        const ok = result['2xx'];
        resolve({
          requests: result.requests.total,
          ok,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          seconds,
          rps: result.requests.total / seconds,
          p50: result.latency.p50,
          p99: result.latency.p99,
          bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
          serverCpuMicrosPerRequest: (cpuSeconds * 1e6) / Math.max(1, ok),
          loaderCpuMicrosPerRequest: (loader.user + loader.system) / Math.max(1, result.requests.total),
          peakMB: groupPeakMB(running.child.pid),
        });
      },
    );
    instance.on('response', () => (lastResponse = process.hrtime.bigint()));
    const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}
