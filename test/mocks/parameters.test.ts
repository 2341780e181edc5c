import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { appendQuery, fillPath } from '../../src/runtime/http.js';
import { wireTexts } from '../../src/runtime/wire-format.js';
import { generateValue } from '../../src/runtime/mock/generate.js';
import { createRandom } from '../../src/runtime/mock/random.js';
import { compileRoutes } from '../../src/runtime/mock/routes.js';
import { parseUrl, readParameters, LOCATION_KEYS } from '../../src/runtime/mock/request.js';
import type { MockOperation, MockSchemas } from '../../src/runtime/mock/types.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Round trip over every parameter of the reference installation (v1, v2) and the
 * real-world documents: a value drawn for the parameter is put on the wire by the
 * client's own functions (runtime/http.ts, which serialise through the shared wire
 * table) and read back by the mock engine's parser; it must come back equal. Values a
 * format cannot carry at all (an array item holding the format's separator, an empty
 * item) are counted apart, not as disagreements.
 */
const DOCUMENTS = [
  'installation/docs/v1.json',
  'installation/docs/v2.json',
  'installation/docs/v2.oas30.json',
  'real-world/github-api.json.gz',
  'real-world/stripe-spec3.json.gz',
  'real-world/k8s-swagger.json.gz',
];
const SEPARATORS: Record<string, string> = { csv: ',', ssv: ' ', tsv: '\t', pipes: '|' };

function load(path: string) {
  const bytes = readFileSync(join(repoRoot, 'fixtures', path));
  const text = path.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return mockDataFromModel(normalise({ document: JSON.parse(text) as Record<string, unknown> }));
}

/** Whether the format can carry the value at all (csv cannot carry an item holding a comma). */
function representable(value: unknown, format: string, location: string): boolean {
  if (
    typeof value === 'string' &&
    (value === '' || (location === 'header' && value.trim() !== value))
  )
    return false;
  if (!Array.isArray(value)) return true;
  if (value.length === 0) return false;
  const separator = location === 'query' ? SEPARATORS[format] : ',';
  return value.every((item) => {
    const text = wireTexts(item, 'csv')[0] ?? '';
    return text !== '' && (separator === undefined || !text.includes(separator));
  });
}

function roundTrip(operation: MockOperation, schemas: MockSchemas, basePath: string, seed: number) {
  const sent: Record<string, Record<string, unknown>> = {};
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let skipped = 0;
  for (const parameter of operation.parameters) {
    const value = generateValue(parameter.schema, {
      random: createRandom(seed, `${operation.id} ${parameter.name}`),
      schemas,
      hint: parameter.name,
      depth: 0,
      direction: 'request',
      named: [],
    });
    if (
      !representable(value, parameter.arrayFormat, parameter.location) ||
      parameter.location === 'cookie'
    ) {
      skipped++;
      continue;
    }
    (sent[LOCATION_KEYS[parameter.location]] ??= {})[parameter.name] = value;
    if (parameter.location === 'query')
      appendQuery(query, parameter.name, value, parameter.arrayFormat);
    if (parameter.location === 'header')
      headers[parameter.name.toLowerCase()] = wireTexts(value, 'csv').join(',');
  }
  const pathValues = { ...sent.path };
  for (const name of operation.path.match(/\{([^}]+)\}/g) ?? [])
    pathValues[name.slice(1, -1)] ??= 'x';
  const url = `${basePath}${fillPath(operation.path, pathValues)}?${query.toString()}`;
  const parsed = parseUrl(url, basePath);
  const match = parsed && compileRoutes([operation]).match(operation.method, parsed.path);
  if (!parsed || !match)
    return { disagreements: [`${operation.id}: ${url} does not route`], skipped, checked: 0 };
  const read = readParameters(operation, match.params, parsed.query, headers, schemas);
  const disagreements: string[] = [];
  let checked = 0;
  for (const [group, values] of Object.entries(sent)) {
    for (const [name, value] of Object.entries(values)) {
      checked++;
      const back = read[group]?.[name];
      if (JSON.stringify(back) !== JSON.stringify(value))
        disagreements.push(
          `${operation.id} ${group}.${name}: sent ${JSON.stringify(value)}, read ${JSON.stringify(back)}`,
        );
    }
  }
  return { disagreements, skipped, checked };
}

describe('parameters: client serialises, mock parses, same value', () => {
  it.each(DOCUMENTS)(
    '%s: 0 disagreements',
    (path) => {
      const data = load(path);
      let checked = 0;
      const disagreements: string[] = [];
      for (const operation of data.operations) {
        for (const seed of [1, 2, 3]) {
          const result = roundTrip(operation, data.schemas, data.basePath, seed);
          checked += result.checked;
          disagreements.push(...result.disagreements);
        }
      }
      expect(disagreements.slice(0, 10)).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    },
    60_000,
  );
});
