import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';
import { generateMocks, writeInRepo } from './harness.js';

/**
 * Mock data that looks real (issue 34 part 6), through the generated factories of the
 * reference installation: values follow the property's name, lifecycle timestamps keep their
 * order, and an object with properties is never drawn empty — for many seeds, since one
 * seed could pass by luck.
 */
type Factory = (overrides?: undefined, options?: { seed?: number }) => Record<string, unknown>;
const SEEDS = Array.from({ length: 60 }, (_, index) => index + 1);
const v2 = normalise({
  document: JSON.parse(readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8')),
});
let factories: Record<string, Factory>;
let output: { remove(): void };

beforeAll(async () => {
  const written = writeInRepo(generateMocks(v2), true);
  output = written;
  factories = (await import(pathToFileURL(join(written.dir, 'mocks/factories.js')).href)) as Record<
    string,
    Factory
  >;
});
afterAll(() => output.remove());

const draws = (name: string) => SEEDS.map((seed) => factories[`mock${name}`]!(undefined, { seed }));

describe('mock values follow the property name', () => {
  it('an email is an e-mail address', () => {
    const emails = draws('User').map((user) => user.email);
    for (const email of emails) expect(email).toMatch(/^[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$/);
  });

  it("a person's name looks like a name, a hostname like a host", () => {
    for (const user of draws('User'))
      if (typeof user.name === 'string')
        expect(user.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z'-]+)+$/);
    for (const node of draws('Node'))
      if (typeof node.hostname === 'string')
        expect(node.hostname).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});

describe('lifecycle timestamps keep their order', () => {
  it('a job is submitted before it starts, and starts before it finishes', () => {
    let compared = 0;
    for (const job of draws('Job')) {
      const times = [job.submitted, job.started, job.finished].filter(
        (value): value is string => typeof value === 'string',
      );
      for (let index = 1; index < times.length; index++) {
        expect(Date.parse(times[index - 1]!)).toBeLessThanOrEqual(Date.parse(times[index]!));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(SEEDS.length); // the check ran on real pairs
  });
});

describe('objects with properties are never empty', () => {
  it('every named object schema with properties draws at least one of them', () => {
    const empty: string[] = [];
    for (const named of v2.schemas) {
      const make = factories[`mock${named.name}`];
      if (named.schema.kind !== 'object' || named.schema.properties.length === 0 || !make) continue;
      for (const seed of SEEDS.slice(0, 20))
        if (Object.keys(make(undefined, { seed })).length === 0)
          empty.push(`${named.name}#${seed}`);
    }
    expect(empty).toEqual([]);
  });

  it("a nested object with properties is drawn with some (a job's node)", () => {
    const nodes = draws('Job')
      .map((job) => job.node)
      .filter((node) => node !== undefined && node !== null);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(Object.keys(node as object).length).toBeGreaterThan(0);
  });
});
