// CPU time and peak memory of a server under test, read from /proc (Linux). The server runs in
// its own process group, so every process of it (Prism may fork) is counted.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function statFields(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name may contain spaces: fields start after the closing parenthesis
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

function groupPids(pgid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (Number(statFields(name)[2]) === pgid) pids.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/**
 * CPU seconds (user + system) used so far by every live process of the group, and by the
 * children they have already waited for (cutime, cstime): a helper process that has exited
 * (a transformer's service, a forked worker) still counts.
 */
export function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const fields = statFields(pid);
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]); // utime, stime, cutime, cstime
    } catch {
      // exited meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Peak resident memory (VmHWM) in MB, summed over the group's processes. */
export function groupPeakMB(pgid) {
  let kb = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += match ? Number(match[1]) : 0;
    } catch {
      // exited meanwhile
    }
  }
  return kb / 1024;
}
