// Records what the Flask-RESTX app serves into fixtures/flask-restx/ (npm run record:flask-restx).
// Every recording starts a fresh app (fresh state, frozen clock, seeded tokens), so a re-run
// writes the same bytes unless the app, flask-restx or specforge's requests changed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordCatalogue } from './lib/catalogue.mjs';
import { checkLive, recordEveryday } from './lib/everyday.mjs';
import { recordProbe } from './lib/probe.mjs';
import { startRecordingProxy, toJsonl } from './lib/proxy.mjs';
import { requireFlaskRestx, startApp } from './lib/python.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(repoRoot, 'fixtures', 'flask-restx');
const usersFile = join(out, 'users.json');
const documentFile = (version) => join(out, `v${version}.swagger.json`);

/** The served document, saved as the bytes Flask sent (key order, spacing, final newline). */
async function saveDocument(version) {
  const app = await startApp(version);
  try {
    const answer = await fetch(`${app.url}/api/swagger.json`);
    if (!answer.ok) throw new Error(`GET /api/swagger.json answered ${answer.status}`);
    writeFileSync(documentFile(version), Buffer.from(await answer.arrayBuffer()));
  } finally {
    await app.stop();
  }
}

/** Runs `scenario(proxy)` against a fresh app behind the recording proxy; writes the exchanges. */
async function record(name, version, scenario) {
  const app = await startApp(version);
  const proxy = await startRecordingProxy(app.url);
  try {
    await scenario(proxy);
  } finally {
    await proxy.close();
    await app.stop();
  }
  writeFileSync(join(out, 'exchanges', `${name}.jsonl`), toJsonl(proxy.exchanges));
  process.stderr.write(`record: exchanges/${name}.jsonl (${proxy.exchanges.length} exchanges)\n`);
}

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

requireFlaskRestx();
mkdirSync(join(out, 'exchanges'), { recursive: true });
for (const version of [1, 2]) await saveDocument(version);
process.stderr.write('record: v1.swagger.json, v2.swagger.json\n');
if (wanted('catalogue')) await record('catalogue', 1, (proxy) => recordCatalogue(proxy, usersFile));
if (wanted('everyday')) {
  await record('everyday', 1, (proxy) => recordEveryday(proxy, documentFile(1), usersFile));
}
if (wanted('probe')) {
  await record('probe-read', 1, (proxy) => recordProbe(proxy, { usersFile }));
  const overlay = join(out, 'probe-overlay.yaml');
  await record('probe-writes', 1, (proxy) => recordProbe(proxy, { usersFile, overlay }));
  // v2 added a required body-parser argument: what probe learns of it feeds `diff --overlay`.
  const overlayV2 = join(out, 'probe-overlay.v2.yaml');
  await record('probe-writes-v2', 2, (proxy) =>
    recordProbe(proxy, { usersFile, overlay: overlayV2 }),
  );
}
if (wanted('live')) {
  // Not recorded: says, on the real framework, which scenario steps pass today.
  const app = await startApp(1);
  try {
    process.stderr.write('live: the scenario on the app, validate both, with probe-overlay.yaml\n');
    const overlay = join(out, 'probe-overlay.yaml');
    const steps = await checkLive(app.url, documentFile(1), overlay, usersFile);
    const passed = steps.filter((step) => step.ok).length;
    process.stderr.write(`live: ${passed} of ${steps.length} steps pass\n`);
  } finally {
    await app.stop();
  }
}
