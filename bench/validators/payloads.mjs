// Realistic payloads for the v2 Job model: deterministic, no randomness.
const STATES = ['queued', 'running', 'held', 'finished', 'failed', 'cancelled'];

export function makeJob(index) {
  const finished = index % 3 === 0;
  return {
    id: 4711 + index,
    name: `render-frame-${String(index).padStart(4, '0')}`,
    state: finished ? 'finished' : STATES[index % STATES.length],
    queue: index % 2 ? 'gpu' : 'default',
    owner: 17 + (index % 5),
    project: 3,
    priority: index % 10,
    command: `/opt/render/bin/render --frame ${index} --quality high`,
    parameters: { frames: 100, resolution: '4k', tags: ['nightly', 'render'] },
    submitted: `2026-11-21T09:${String(index % 60).padStart(2, '0')}:00Z`,
    started: `2026-11-21T10:${String(index % 60).padStart(2, '0')}:02.125+01:00`,
    finished: finished ? '2026-11-21T11:00:00Z' : null,
    node: { id: 12 + (index % 4), hostname: `node-${12 + (index % 4)}.cluster.local` },
    cost: 12.5 + index,
    exitcode: 0,
  };
}

export const validJob = makeJob(42);

/** Four independent mistakes, one of them nested, so all-errors mode has work to do. */
export const invalidJob = {
  ...makeJob(7),
  state: 'paused', // not in the enum
  priority: 'high', // integer expected
  submitted: 'yesterday', // not a date-time
  node: { id: '12', hostname: 'node-12.cluster.local' }, // nested integer expected
};

/**
 * One mistake, the one an installation newer than its document makes: a state the
 * document's enum does not list yet.
 */
export const oneMistakeJob = { ...makeJob(7), state: 'paused' };

export const envelope25 = { status: 'success', result: Array.from({ length: 25 }, (_, i) => makeJob(i)) };

export const PAYLOADS = [
  { id: 'valid', label: 'one valid job', schema: 'job', value: validJob, valid: true },
  { id: 'invalid', label: 'one invalid job (4 errors)', schema: 'job', value: invalidJob, valid: false },
  { id: 'invalid1', label: 'one invalid job (1 mistake)', schema: 'job', value: oneMistakeJob, valid: false },
  { id: 'envelope', label: '25-job envelope (valid)', schema: 'envelope', value: envelope25, valid: true },
];
