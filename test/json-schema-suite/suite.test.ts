/**
 * The JSON-Schema-Test-Suite (draft-04, npm `json-schema-test-suite`) through the
 * validator emitter: each file's schemas become one model (converted by convert.ts),
 * one generated module, transpiled and imported once; every case must give the
 * suite's verdict through both `validateX` and `isX`. Groups using features OpenAPI
 * lacks are excluded, and the exclusions must match the list in docs/validators.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiModel } from '../../src/ir/factories.js';
import type { NamedSchema } from '../../src/ir/types.js';
import { buildValidators } from '../../src/emit/validators/index.js';
import { load, type Guard, type Validate } from '../emit/validators/harness.js';
import { convertSuiteSchema, Unsupported } from './convert.js';
import { EXCLUDED_CASES, EXCLUDED_FILES, EXCLUDED_GROUPS } from './exclusions.js';

interface Group {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

const root = join(process.cwd(), 'node_modules', 'json-schema-test-suite', 'tests', 'draft4');
const files = [
  ...readdirSync(root).filter((f) => f.endsWith('.json')),
  ...readdirSync(join(root, 'optional')).map((f) => `optional/${f}`),
].filter((f) => !(f in EXCLUDED_FILES));

const excluded: string[] = [];
const counts = { files: 0, groups: 0, cases: 0 };

describe('JSON-Schema-Test-Suite draft-04', () => {
  for (const file of files) {
    it(file, async () => {
      const groups = JSON.parse(readFileSync(join(root, file), 'utf8')) as Group[];
      const schemas: NamedSchema[] = [];
      const runnable: { group: Group; name: string }[] = [];
      groups.forEach((group, index) => {
        try {
          schemas.push(...convertSuiteSchema(group.schema, `G${index}`).schemas);
          runnable.push({ group, name: `G${index}` });
        } catch (error) {
          if (!(error instanceof Unsupported)) throw error;
          excluded.push(`${file}: ${group.description}`);
        }
      });
      const output = buildValidators(apiModel({ schemas }), { specforgeVersion: '0', targets: [] });
      const module = await load(output.files);
      const failures: string[] = [];
      for (const { group, name } of runnable) {
        const validate = module[`validate${name}`] as Validate;
        const is = module[`is${name}`] as Guard;
        for (const test of group.tests) {
          const id = `${file}: ${group.description} / ${test.description}`;
          if (id in EXCLUDED_CASES) {
            excluded.push(id);
            continue;
          }
          const result = validate(test.data);
          if (result.ok !== test.valid || is(test.data) !== test.valid) {
            failures.push(`${group.description} / ${test.description}: ${JSON.stringify(result)}`);
          }
          if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
          counts.cases++;
        }
        counts.groups++;
      }
      counts.files++;
      expect(failures).toEqual([]);
    });
  }

  it('excludes exactly the documented groups', () => {
    const documented = [...Object.keys(EXCLUDED_GROUPS), ...Object.keys(EXCLUDED_CASES)];
    expect(excluded.sort()).toEqual(documented.sort());
    const files = Object.keys(EXCLUDED_FILES).length;
    console.log(
      `suite: ${counts.cases} cases in ${counts.groups} groups of ${counts.files} files pass; ` +
        `excluded: ${files} files, ${excluded.length} groups or cases`,
    );
  });
});
