import { expect, it } from 'vitest';
import { defineConfig } from '../../src/index.js';

/**
 * `defineConfig` is typed by the config's one definition: a wrong setting fails to compile
 * (test/typecheck.test.ts runs tsc over this file, so each `@ts-expect-error` must hold).
 */
it('returns the config as given, typed by the schema', () => {
  const config = defineConfig({ output: 'src/api', targets: ['types', 'client'] });
  expect(config).toEqual({ output: 'src/api', targets: ['types', 'client'] });
  // A target name is any string at the type level (a config's plugins add their own names);
  // specforge checks the names against the built-in targets and the plugins when it runs.
  // @ts-expect-error a misspelt setting
  defineConfig({ outptu: 'src/api' });
  // @ts-expect-error a result shape that does not exist
  defineConfig({ envelope: { get_job_list: 'many' } });
});
