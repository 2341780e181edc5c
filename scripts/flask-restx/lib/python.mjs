// Starting the Flask-RESTX app (scripts/flask-restx/app.py) for a recording.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const appFile = join(here, '..', 'app.py');
const python = process.env.PYTHON ?? '/usr/bin/python3';
const MIRROR = '/work/.mirror/python-restx+flask-restx/repo';
const DEFAULT_SOURCE = '/tmp/flask-restx-1.3.0';
export const FLASK_RESTX_VERSION = '1.3.0';

/** The recordings repeat byte for byte: a frozen clock (far ahead, so tokens never expire) and a seed. */
export const DETERMINISM = {
  JOBSVC_CLOCK: '2099-01-01T08:00:00+00:00',
  JOBSVC_SEED: '28',
  // flask-restx lists a resource's methods from a set: without a fixed hash seed, their order
  // in the document (and in Allow) changes from run to run.
  PYTHONHASHSEED: '0',
};

function pythonPath() {
  const extra = existsSync(join(DEFAULT_SOURCE, 'flask_restx')) ? [DEFAULT_SOURCE] : [];
  return [process.env.PYTHONPATH, ...extra].filter(Boolean).join(':');
}

const HOW_TO_GET_IT = [
  `flask-restx ${FLASK_RESTX_VERSION} must be importable by ${python}. Get its source (nothing to install; it runs on`,
  "Debian's python3-flask, python3-aniso8601, python3-jsonschema, python3-tz, python3-importlib-resources):",
  `  mkdir -p ${DEFAULT_SOURCE} && git --git-dir=${MIRROR} archive ${FLASK_RESTX_VERSION} | tar -x -C ${DEFAULT_SOURCE}`,
  `  (or: git clone --branch ${FLASK_RESTX_VERSION} https://github.com/python-restx/flask-restx ${DEFAULT_SOURCE})`,
  `then re-run: npm run record:flask-restx   (${DEFAULT_SOURCE} is found by itself; elsewhere, set PYTHONPATH)`,
].join('\n');

/** Exits with a clear message unless flask-restx 1.3.0 imports. */
export function requireFlaskRestx() {
  const probe = spawnSync(python, ['-c', 'import flask_restx; print(flask_restx.__version__)'], {
    env: { ...process.env, PYTHONPATH: pythonPath() },
    encoding: 'utf8',
  });
  const version = probe.status === 0 ? probe.stdout.trim() : undefined;
  if (version === FLASK_RESTX_VERSION) return;
  const found = version
    ? `found flask-restx ${version}`
    : (probe.stderr || String(probe.error)).trim().split('\n').at(-1);
  process.stderr.write(`record: ${found}\n${HOW_TO_GET_IT}\n`);
  process.exit(2);
}

/** Starts a fresh app (fresh state) on a free port; resolves once it listens. */
export function startApp(version) {
  const child = spawn(python, [appFile, '--version', String(version), '--port', '0'], {
    env: { ...process.env, ...DETERMINISM, PYTHONPATH: pythonPath(), PYTHONDONTWRITEBYTECODE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`app.py exited (${code}):\n${stderr}`)));
    child.stdout.on('data', (chunk) => {
      const match = /listening on (http:\/\/\S+)/.exec(String(chunk));
      if (match) resolve({ url: match[1], stop: () => stopChild(child) });
    });
  });
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
