import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSources, type Finding } from '../../src/diff/index.js';
import { repoRoot } from '../helpers/cli.js';

const docs = join(repoRoot, 'fixtures/installation/docs');

interface Row {
  operation: string;
  location: string;
  breaking: boolean;
}

/** The table in fixtures/installation/CHANGES.md: operation | location | breaking | why. */
function changesTable(): Row[] {
  const text = readFileSync(join(repoRoot, 'fixtures/installation/CHANGES.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\| (GET|PUT|POST|DELETE|PATCH) /.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, operation, location, breaking]) => ({
      operation: operation!,
      location: location!,
      breaking: breaking === 'yes',
    }));
}

/** Does a finding sit where a CHANGES.md row says the change is? (the table's location words) */
function sitsAt(finding: Finding, location: string): boolean {
  const words = location.split(' ');
  // The login result has no type path on the client (`api.login()`): its pointer names it.
  const pointer = `/definitions/${words.at(-1)!.replace('.', '/properties/')}`;
  const model = (prefix: string) =>
    finding.location.startsWith(prefix) &&
    (finding.client.endsWith(`→ ${words.at(-1)}`) || finding.pointer.endsWith(pointer));
  if (location === 'operation') return finding.location === 'operation';
  if (location === 'response 200 schema') return finding.location === 'result';
  // Query parameters of PUT/POST are Flask-RESTX parser arguments that the server reads
  // from the JSON body; the normaliser models them as body properties, and so does the diff.
  if (words[0] === 'parameter') {
    return [`${words[1]}.${words[2]}`, `body.${words[2]}`].includes(finding.location);
  }
  if (words[0] === 'path') return finding.location === `path.${words[2]}`;
  if (words[0] === 'request') return model('body');
  if (words[0] === 'response' && /^\d/.test(words[1]!))
    return finding.location === `response.${words[1]}`;
  if (words[0] === 'response') return model('result');
  return false;
}

describe('the reference installation, v1 → v2', () => {
  it('reports exactly the breaking changes CHANGES.md lists, where it lists them', async () => {
    const report = await diffSources(join(docs, 'v1.json'), join(docs, 'v2.json'));
    const rows = changesTable();
    const breaking = report.changes.filter((finding) => finding.level === 'breaking');
    const rowOf = (finding: Finding) =>
      rows.find(
        (row) =>
          row.operation === `${finding.method} ${finding.path}` && sitsAt(finding, row.location),
      );
    // Every breaking finding is a listed breaking change …
    expect(
      breaking.map((finding) => [
        finding.id,
        finding.method,
        finding.path,
        rowOf(finding)?.breaking,
      ]),
    ).toEqual(breaking.map((finding) => [finding.id, finding.method, finding.path, true]));
    // … and every listed breaking change is reported.
    for (const row of rows.filter((candidate) => candidate.breaking)) {
      expect(
        breaking.some((finding) => rowOf(finding) === row),
        `${row.operation} ${row.location}`,
      ).toBe(true);
    }
  });

  it('finds nothing above info between v2 and its OpenAPI 3 rendering', async (context) => {
    if (!existsSync(join(docs, 'v2.oas30.json'))) context.skip();
    const report = await diffSources(join(docs, 'v2.json'), join(docs, 'v2.oas30.json'));
    expect(report.changes.filter((finding) => finding.level !== 'info')).toEqual([]);
  });

  it('reports GET /queue documenting one Queue instead of a list (read as a list by its name)', async () => {
    // Issue 14: the upgrade as a user met it, GET /queue's 200 schema `array of Queue` →
    // `$ref Queue`. The committed v2 keeps the list; the v2 here is that document so changed.
    const v2 = JSON.parse(readFileSync(join(docs, 'v2.json'), 'utf8'));
    v2.paths['/queue'].get.responses['200'].schema = { $ref: '#/definitions/Queue' };
    const changed = join(mkdtempSync(join(tmpdir(), 'specforge-queue-')), 'v2-queue-object.json');
    writeFileSync(changed, JSON.stringify(v2));
    const before = await diffSources(join(docs, 'v1.json'), join(docs, 'v2.json'));
    const after = await diffSources(join(docs, 'v1.json'), changed);
    expect(before.changes.filter((finding) => finding.path === '/queue')).toEqual([]);
    const queue = after.changes.filter((finding) => finding.path === '/queue');
    expect(
      queue.map(({ id, level, method, location, message, client }) => ({
        id,
        level,
        method,
        location,
        message,
        client,
      })),
    ).toEqual([
      {
        id: 'response-property-type-changed',
        level: 'breaking',
        method: 'GET',
        location: 'result',
        message: 'type of response property result changed from array of Queue to Queue',
        client: 'api.queue.list() → result',
      },
    ]);
    expect(after.changes.length).toBe(before.changes.length + 1);
  });
});
