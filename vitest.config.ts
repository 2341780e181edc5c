import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // specforge mock keeps compiled validators in a cache: the tests' own, never the user's.
    env: { SPECFORGE_CACHE_DIR: fileURLToPath(new URL('./.tmp/cache', import.meta.url)) },
  },
});
