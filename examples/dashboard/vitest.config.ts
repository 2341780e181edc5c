import { defineConfig } from 'vitest/config';

// jsdom: a DOM for React Testing Library; Node's own fetch stays, so MSW's interceptor
// answers the client's requests from the generated mock installation.
export default defineConfig({ test: { include: ['test/**/*.test.tsx'], environment: 'jsdom' } });
