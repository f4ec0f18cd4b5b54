import { defineConfig } from 'vitest/config';

/** Checks of the built site (`dist/`): run after `astro build`. */
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest-site.json' }]],
    // a test reads whole built pages: a busy 2-core machine must not fail it on time alone
    testTimeout: 30_000,
  },
});
