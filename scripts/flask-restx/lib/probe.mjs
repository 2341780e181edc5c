// What `specforge probe` sends, recorded: a read-only run, and a run with --allow-writes that
// writes its overlay. One call at a time (--concurrency 1), so the recording's order repeats.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'bin', 'specforge.js');

export async function recordProbe(proxy, { usersFile, overlay }) {
  const args = ['probe', proxy.url, '--user-file', usersFile, '--json', '--concurrency', '1'];
  // The app is disposable (fresh per recording): --allow-writes=create also submits jobs, which it
  // cannot delete, and so learns the job submit body's required fields from its 400 answers.
  // A fixed --seed: the bodies sent repeat, so tests can replay the recording.
  if (overlay) args.push('--allow-writes=create', '--seed', '1', '--write-overlay', overlay);
  const { code, stdout, stderr } = await run(args);
  // 0: nothing found at the failing level; 1: findings. Both are a finished probe.
  if (code !== 0 && code !== 1)
    throw new Error(`specforge ${args.join(' ')} exited ${code}: ${stderr}`);
  const report = JSON.parse(stdout);
  const findings = report.findings?.length ?? 0;
  process.stderr.write(
    `  probe${overlay ? ' --allow-writes' : ''}: exit ${code}, ${findings} finding(s)\n`,
  );
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
