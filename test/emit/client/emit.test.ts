import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { emit } from '../../../src/emit/index.js';
import { jobModel } from '../fixtures/job-model.js';

const files = await emit(jobModel(), { targets: ['client'], specforgeVersion: '0.0.0-test' });

describe('emit types + client', () => {
  it('writes the expected files', () => {
    expect(files.map((f) => f.path)).toContain('client.ts');
    expect(files.map((f) => f.path)).toContain('types.ts');
    expect(files.map((f) => f.path)).toContain('index.ts');
  });

  it.each(files.map((f) => [f.path, f.contents]))('%s is prettier-clean', async (path, contents) => {
    const formatted = await prettier.format(contents, {
      parser: 'typescript', singleQuote: true, trailingComma: 'all', printWidth: 100, semi: true,
    });
    expect(contents, path).toBe(formatted);
  });
});
