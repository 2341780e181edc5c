import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { emitMocks } from '../../src/emit/mocks/index.js';
import { ENGINE_FILES } from '../../src/emit/mocks/engine-files.js';
import { mswPath } from '../../src/emit/mocks/routes.js';
import { repoRoot } from '../helpers/cli.js';
import { jobModel } from './job-model.js';
import { generateMocks, typeErrors, unformatted } from './harness.js';

const v2 = normalise({
  document: JSON.parse(readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8')),
});
const options = { specforgeVersion: '0.0.0-test', targets: ['types', 'validators', 'mocks'] };

describe('target mocks', () => {
  it('ships every engine file, and only those', () => {
    const onDisk = readdirSync(join(repoRoot, 'src/runtime/mock')).filter((name) =>
      name.endsWith('.ts'),
    );
    expect([...ENGINE_FILES].sort()).toEqual(onDisk.sort());
  });

  it('writes data, handlers and index next to the engine', () => {
    const paths = emitMocks(jobModel, options).map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(['mocks/data.ts', 'mocks/handlers.ts', 'mocks/index.ts']),
    );
    expect(paths.filter((path) => path.startsWith('mocks/engine/'))).toHaveLength(
      ENGINE_FILES.length,
    );
    expect(paths.every((path) => path.startsWith('mocks/'))).toBe(true);
  });

  it('is deterministic', () => {
    expect(emitMocks(v2, options)).toEqual(emitMocks(v2, options));
  });

  it.each([
    ['the job model', jobModel, true],
    ['the reference installation v2', v2, true],
    ['the job model without the validators target', jobModel, false],
  ])(
    'compiles strictly against msw 2 and is prettier-clean for %s',
    async (_name, model, withValidators) => {
      const files = generateMocks(model, withValidators);
      expect(typeErrors(files)).toEqual([]);
      const mine = files.filter((file) => file.path.startsWith('mocks/'));
      expect(await unformatted(mine)).toEqual([]);
      const index = mine.find((file) => file.path === 'mocks/index.ts')?.contents ?? '';
      expect(index.includes("from '../validators.js'")).toBe(withValidators);
    },
  );

  it('turns document paths into MSW paths, widening what MSW could misread', () => {
    expect(mswPath('/job/{jobid}')).toBe('/job/:jobid');
    expect(mswPath('/storage/bucket/{bucket}/file/{key}')).toBe(
      '/storage/bucket/:bucket/file/:key',
    );
    expect(mswPath('/odd/{x-y}/a:b')).toBe('/odd/*/*');
  });
});
