import { describe, expect, it } from 'vitest';
import { jsonReportPieces } from '../../src/diff/report/json.js';
import type { DiffReport, Finding } from '../../src/diff/types.js';

function finding(n: number): Finding {
  return {
    id: 'response-property-removed',
    level: n % 2 ? 'breaking' : 'info',
    method: 'GET',
    path: `/jobs/${n}`,
    location: 'result.a',
    message: `line\nbreak "quoted" \u202e ${n}`,
    client: 'api.jobs.get() → Job.a',
    why: 'why',
    pointer: '#/components/schemas/Job',
    old: { nested: [1, { deep: 'x' }], empty: [] },
    new: [],
  } as Finding;
}

describe('the json report printed in pieces', () => {
  it.each([0, 1, 49, 50, 51, 499, 500, 501, 1234])(
    'joins to JSON.stringify(report, null, 2) with %i findings',
    (count) => {
      const changes = Array.from({ length: count }, (_, i) => finding(i));
      const report: DiffReport = { changes, summary: { breaking: 1, warning: 2, info: 3 } };
      const pieces = [...jsonReportPieces(report)];
      expect(pieces.join('')).toBe(`${JSON.stringify(report, null, 2)}\n`);
      for (const piece of pieces) expect(piece.endsWith('\n')).toBe(true);
    },
  );
});
