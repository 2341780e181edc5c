import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { emitMocks } from '../../src/emit/mocks/index.js';
import { ENGINE_FILES } from '../../src/emit/mocks/engine-files.js';
import { mswPath } from '../../src/emit/mocks/routes.js';
import { repoRoot } from '../helpers/cli.js';
import { jobModel } from './job-model.js';
import { generateMocks, typeErrors, unformatted } from './harness.js';
import type { GeneratedFile } from '../../src/ir/types.js';

const edge = readdirSync(join(repoRoot, 'fixtures/edge')).filter((name) => name.endsWith('.json'));
const loadEdge = (name: string) =>
  normalise({ document: JSON.parse(readFileSync(join(repoRoot, 'fixtures/edge', name), 'utf8')) });

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
    const paths = emitMocks(jobModel, options).files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(['mocks/data.ts', 'mocks/handlers.ts', 'mocks/index.ts']),
    );
    expect(paths.filter((path) => path.startsWith('mocks/engine/'))).toHaveLength(
      ENGINE_FILES.length,
    );
    // The engine's files from outside: the access levels and the wire table it shares with the client.
    expect(paths.filter((path) => !path.startsWith('mocks/'))).toEqual(['runtime/access.ts', 'runtime/wire-format.ts']);
  });

  it('is deterministic', () => {
    expect(emitMocks(v2, options)).toEqual(emitMocks(v2, options));
  });

  describe('compiles strictly against msw 2 and is prettier-clean', () => {
    // With a consumer of the typed override/respond, whose @ts-expect-error lines must all fail.
    const consumer = readFileSync(join(repoRoot, 'test/mocks/consumer/typed-mocks.ts'), 'utf8');
    const outputs: Record<string, GeneratedFile[]> = {
      'the job model': generateMocks(jobModel),
      'the reference installation v2': [
        ...generateMocks(v2),
        { path: 'typed-mocks.ts', contents: consumer },
      ],
    };
    for (const name of edge) outputs[`edge/${name}`] = generateMocks(loadEdge(name));
    let errors: Record<string, string[]>;
    beforeAll(() => {
      errors = typeErrors(outputs);
    });

    it.each(Object.keys(outputs))('%s', async (name) => {
      expect(errors[name]).toEqual([]);
      const mine = (outputs[name] ?? []).filter((file) => file.path.startsWith('mocks/'));
      expect(await unformatted(mine)).toEqual([]);
      const index = mine.find((file) => file.path === 'mocks/index.ts')?.contents ?? '';
      expect(index).toContain("from '../validators.js'");
    });
  });

  it('turns document paths into MSW paths, widening what MSW could misread', () => {
    expect(mswPath('/job/{jobid}')).toBe('/job/:jobid');
    expect(mswPath('/storage/bucket/{bucket}/file/{key}')).toBe(
      '/storage/bucket/:bucket/file/:key',
    );
    expect(mswPath('/odd/{x-y}/a:b')).toBe('/odd/*/*');
  });
});
