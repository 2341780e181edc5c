// Sanity checks and mitata measurements for the validator benchmark.
import { measure, do_not_optimize } from 'mitata';
import { median } from '../lib/stats.mjs';

export const MODES = ['guard', 'first', 'all'];

/**
 * The clock mitata reads: this process's CPU time (user + system) in ns, microsecond resolution.
 * The machine is shared (2 cores, many busy neighbours): wall time per call measures the
 * neighbours as much as the validator, CPU time far less. Every call is batched (thousands of
 * calls per sample), so the clock's resolution does not matter.
 */
export function cpuNow() {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

/** Every validator must accept the valid payloads and reject the invalid one, in every mode. */
export function sanityProblems(validators, payloads) {
  const problems = [];
  for (const p of payloads) {
    const v = validators[p.schema];
    const guard = v.guard(p.value);
    const first = v.first(p.value);
    const all = v.all(p.value);
    const saysValid = guard === true && first === null && all.length === 0;
    const saysInvalid = guard === false && first !== null && all.length > 0;
    if (p.valid ? !saysValid : !saysInvalid) {
      problems.push(`${p.id}: guard=${guard} first=${first === null ? 'none' : 'error'} all=${all.length}`);
    }
  }
  return problems;
}

/**
 * ops/s per library, payload and mode: `rounds` rounds, each measuring every task once in a
 * rotated order, the median of the rounds reported.
 * @returns {Record<string, Record<string, Record<string, number>>>} lib → payload → mode → ops/s
 */
export async function measureOps(libs, payloads, rounds, minCpuMs) {
  const samples = {};
  for (let round = 0; round < rounds; round++) {
    const order = libs.map((_, i) => libs[(i + round) % libs.length]);
    for (const lib of order) {
      for (const p of payloads) {
        for (const mode of MODES) {
          const fn = lib.validators[p.schema][mode];
          const value = p.value;
          const options = { now: cpuNow, min_cpu_time: minCpuMs * 1e6 };
          const stats = await measure(() => do_not_optimize(fn(value)), options);
          const key = `${lib.id}|${p.id}|${mode}`;
          (samples[key] ??= []).push(1e9 / stats.avg);
        }
      }
      process.stderr.write(`  round ${round + 1}: ${lib.id} done\n`);
    }
  }
  const result = {};
  for (const [key, values] of Object.entries(samples)) {
    const [lib, payload, mode] = key.split('|');
    ((result[lib] ??= {})[payload] ??= {})[mode] = median(values);
  }
  return result;
}

/** What each library says about the invalid job in all-errors mode: count and paths. */
export function describeErrors(libs, invalid) {
  return libs.map((lib) => {
    const errors = lib.validators[invalid.schema].all(invalid.value);
    return { lib: lib.id, count: errors.length, details: errors.map(summariseError) };
  });
}

function summariseError(error) {
  const path = error.path ?? error.instancePath ?? (error.path === '' ? '' : undefined);
  const where = Array.isArray(path) ? `/${path.join('/')}` : path;
  return `${where || '/'}: ${error.message ?? error.expected ?? JSON.stringify(error)}`;
}
