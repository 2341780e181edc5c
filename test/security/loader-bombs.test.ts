import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/**
 * Audit item 4 (a 596-byte YAML billion-laughs hung every loading command) and item 16
 * (deep nesting overflowed the stack, `1e400` became Infinity: "internal error"). Each
 * must be refused in milliseconds with its own code, exit 2.
 */
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-bombs-'));

function file(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

/** `levels` of anchors, each a list of nine aliases of the one before: 9^levels strings. */
function billionLaughs(levels: number): string {
  const lines = ['openapi: 3.0.0', 'x:', '  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i <= levels; i += 1) {
    lines.push(`  a${i}: &a${i} [${Array.from({ length: 9 }, () => `*a${i - 1}`).join(', ')}]`);
  }
  return `${lines.join('\n')}\n`;
}

const cases: [string, string, RegExp][] = [
  ['bomb9.yaml', billionLaughs(9), /YAML aliases expand to .* nodes/],
  ['bomb7.yaml', billionLaughs(7), /YAML aliases expand to .* nodes/],
  ['deep.json', `{"openapi":"3.0.0","x":${'['.repeat(5000)}${']'.repeat(5000)}}`, /more than 256 levels deep/],
  ['deep.yaml', `openapi: 3.0.0\nx: ${'['.repeat(5000)}${']'.repeat(5000)}\n`, /nesting|levels deep/],
  ['infinity.json', '{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{},"x":{"y":1e400}}', /number at \/x\/y is too large/],
];

describe('hostile document shapes (audit items 4, 16)', () => {
  it.each(cases)('%s: one clear line, exit 2, for every loading command', async (name, text, message) => {
    const path = file(name, text);
    const commands = [['generate', path, '-o', join(dir, 'out')], ['validate', path], ['diff', path, path]];
    for (const result of await Promise.all(commands.map((args) => runCli(args)))) {
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/internal error/i);
    }
  });

  it('accepts a document that uses aliases modestly', async () => {
    const yaml = [
      'swagger: "2.0"',
      'info: { title: t, version: "1" }',
      'basePath: /api',
      'x-shared: &shared { type: string, maxLength: 10 }',
      'paths:',
      '  /a:',
      '    get:',
      '      operationId: a',
      '      responses: { "200": { description: ok, schema: *shared } }',
      '  /b:',
      '    get:',
      '      operationId: b',
      '      responses: { "200": { description: ok, schema: *shared } }',
    ].join('\n');
    const result = await runCli(['validate', file('modest.yaml', yaml)]);
    expect(result.stderr).not.toMatch(/alias/);
    expect(result.code).toBe(0);
  });
});
