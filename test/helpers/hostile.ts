import type { DiffReport, Finding } from '../../src/diff/types.js';
import type { ProbeReport } from '../../src/probe/types.js';

/** Text a hostile document or server might hold, in every field a page shows. */
export const HOSTILE =
  '</style></script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">\'"`&amp;';

export function hostileDiff(): DiffReport {
  const finding: Finding = {
    id: 'response-property-removed',
    level: 'breaking',
    method: 'GET',
    path: `/job/${HOSTILE}`,
    location: `result.${HOSTILE}`,
    message: `property ${HOSTILE} removed`,
    client: `job.get → ${HOSTILE}.x`,
    why: HOSTILE,
    pointer: `#/definitions/${HOSTILE}`,
    old: HOSTILE,
    new: [HOSTILE, 1],
    used: true,
  };
  return {
    changes: [finding, { ...finding, method: 'POST', level: 'info' }],
    summary: { breaking: 1, warning: 0, info: 1 },
  };
}

export function hostileProbe(): ProbeReport {
  return {
    source: `http://127.0.0.1/${HOSTILE}`,
    title: HOSTILE,
    version: HOSTILE,
    startedAt: HOSTILE,
    durationMs: 1,
    requests: 1,
    incomplete: HOSTILE,
    users: [{ username: HOSTILE, access: 'user' }],
    operations: [
      {
        operation: HOSTILE,
        method: 'GET',
        path: `/${HOSTILE}`,
        access: 'user',
        documentedStatuses: [HOSTILE],
        statuses: { [HOSTILE]: 200 },
        skipped: HOSTILE,
      },
    ],
    findings: [
      {
        kind: 'envelope',
        severity: 'error',
        security: true,
        operation: HOSTILE,
        method: 'GET',
        path: `/${HOSTILE}`,
        pointer: HOSTILE,
        message: HOSTILE,
        users: [HOSTILE],
      },
    ],
    writes: {
      cycles: [
        {
          collection: HOSTILE,
          user: HOSTILE,
          created: HOSTILE,
          steps: [{ method: 'POST', url: HOSTILE, status: 201 }],
          cleanedUp: false,
        },
      ],
      leftBehind: [{ collection: HOSTILE, url: HOSTILE, user: HOSTILE, reason: HOSTILE }],
    },
    summary: { error: 1, warning: 0, info: 0 },
  };
}
