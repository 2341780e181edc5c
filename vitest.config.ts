import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup/fast-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest runs one worker on a 2-core machine by default (cores - 1); the suite's files
    // are independent (each writes under its own temporary directory), and much of a file's
    // time is spent waiting on child processes, so two workers keep both cores busy.
    maxWorkers: 2,
    // specforge mock keeps compiled validators in a cache: the tests' own, never the user's.
    env: { SPECFORGE_CACHE_DIR: fileURLToPath(new URL('./.tmp/cache', import.meta.url)) },
  },
});
