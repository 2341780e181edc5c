import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalSafe, terminalSafeJsonBytes } from '../../src/util/terminal-text.js';
import { runCli } from '../helpers/cli.js';

/**
 * A diff's findings carry document text (property names in locations and client impacts,
 * enum values in messages): every format must show its control and bidi characters as
 * `\uXXXX`. The json report is made safe by its bytes (`terminalSafeJsonBytes`), not by
 * the pattern the other formats go through: both are checked here.
 */
// eslint-disable-next-line no-control-regex -- what must never appear raw
const RAW_CONTROLS =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const NAME = 'na\u202eme\u0085\u001b[2J';
const GONE = 'x\u061cy\u007f\u200e\u2066';
const VALUE = 'v\u009b\u202a\u2069';

const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-diff-ctl-'));
function side(file: string, withHostile: boolean): string {
  const properties: Record<string, unknown> = {
    [NAME]: { type: 'string', enum: withHostile ? [VALUE, 'ok'] : ['ok'] },
  };
  if (withHostile) properties[GONE] = { type: 'string' };
  const path = join(dir, file);
  writeFileSync(
    path,
    JSON.stringify({
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      basePath: '/api',
      paths: {
        '/job': {
          get: {
            operationId: 'get_job',
            responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/Job' } } },
          },
        },
      },
      definitions: { Job: { type: 'object', properties } },
    }),
  );
  return path;
}
const before = side('old.json', true);
const after = side('new.json', false);

describe('control characters in diff reports', () => {
  it.each(['text', 'markdown', 'json', 'html', 'githubactions', 'junit'])(
    '%s: document text is shown escaped',
    async (format) => {
      const result = await runCli(['diff', before, after, '--format', format, '--fail-on', 'none']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).not.toMatch(RAW_CONTROLS);
      // the findings are there, with the hostile text escaped rather than dropped
      expect(result.stdout).toMatch(/\\u202e/i);
      expect(result.stdout).toMatch(/\\u200e/i);
      if (format === 'json') {
        const report = JSON.parse(result.stdout) as {
          changes: { location: string; message: string }[];
        };
        expect(report.changes.some((change) => change.location.endsWith(GONE))).toBe(true);
        expect(report.changes.some((change) => change.message.includes(VALUE))).toBe(true);
      }
    },
  );

  it('the json bytes equal terminalSafe for every character JSON.stringify can write', () => {
    const characters: string[] = ['\u{1f600}', '\u{10ffff}', '\ud800', '\udfff'];
    for (let code = 0; code <= 0xffff; code++) characters.push(String.fromCharCode(code));
    const pieces = characters.map((character) => JSON.stringify(`a${character}b`));
    pieces.push(JSON.stringify(characters, null, 2));
    const differing = pieces.filter(
      (piece) => !terminalSafeJsonBytes(piece).equals(Buffer.from(terminalSafe(piece))),
    );
    expect(differing).toEqual([]);
  });
});
