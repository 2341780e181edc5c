// The two mock servers compared by run-mock.mjs, on the reference installation's v2 document.
// Each describes how to start it on a port, which requests prove it is up, and the headers
// a client needs (Prism only checks that an apiKey header is present; specforge's mock runs
// the real login exchange).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR } from '../lib/stats.mjs';
import { INSTALLATION_V2, NODE20, SPECFORGE_BIN } from '../lib/env.mjs';

const USERS = join(BENCH_DIR, 'mock', 'users.json');
// A `POST /job` body (JobSubmit): every required field, a priority and free-form parameters.
const SUBMIT = JSON.stringify({
  name: 'render-frame-0042', queue: 'default', command: '/opt/render/bin/render --frame 42',
  project: 1, priority: 5, parameters: { frames: 100 },
});
const BENCH_USER = { username: 'bench@example.com', password: 'bench-secret' };
/** A fresh, empty cache directory: a first start. */
export const emptyCache = () => mkdtempSync(join(tmpdir(), 'specforge-bench-cache-'));

export const SERVERS = [
  {
    id: 'prism',
    label: 'Prism 5.14 `prism mock` (static examples)',
    established: true,
    command: (port) => [NODE20, [join(BENCH_DIR, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js'),
      'mock', '-h', '127.0.0.1', '-p', String(port), INSTALLATION_V2]],
    // Prism serves Swagger 2.0 paths without basePath
    readyPath: '/job',
    session: async () => ({ Session: 'bench', Token: 'bench' }),
    paths: async () => ({ list: '/job', single: '/job/7', submit: { path: '/job', method: 'POST', body: SUBMIT } }),
  },
  specforgeServer('specforge', 'specforge `mock --seed 1` (validators cached by an earlier start)'),
  // Every start with an empty cache: the validators are emitted and their types stripped (esbuild).
  specforgeServer('specforge-cold', 'specforge `mock --seed 1`, first start (empty cache)', SPECFORGE_BIN, emptyCache),
];

/**
 * `specforge mock` of a build (`bin`, default $SPECFORGE_BIN). Without `cacheDir` it is a
 * warm server: one cache of its own, filled by an unmeasured start before the first round.
 */
export function specforgeServer(id, label, bin = SPECFORGE_BIN, cacheDir) {
  const warmCache = cacheDir ? undefined : emptyCache();
  return {
    id,
    label,
    established: false,
    warm: !cacheDir,
    command: (port) => [NODE20, [bin, 'mock', INSTALLATION_V2, '--port', String(port), '--seed', '1', '--users', USERS]],
    env: () => ({ ...process.env, SPECFORGE_CACHE_DIR: cacheDir ? cacheDir() : warmCache }),
    readyPath: '/api/auth',
    session: (base) => login(base),
    paths: async (base, headers) => {
      const list = await (await fetch(`${base}/api/job`, { headers })).json();
      const id = list.result?.[0]?.id ?? 1;
      return { list: '/api/job', single: `/api/job/${id}`, submit: { path: '/api/job', method: 'POST', body: SUBMIT } };
    },
  };
}

/** The service's two-step login: GET /api/auth, then POST it back with credentials. */
async function login(base) {
  const challenge = await (await fetch(`${base}/api/auth`)).json();
  const { session, nonce } = challenge.result[0];
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, nonce, ...BENCH_USER }),
  });
  const body = await response.json();
  if (!response.ok || body.status !== 'success') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { Session: session, Token: body.result[0].token };
}
