import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/site/**', 'node_modules/**'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    pool: 'threads',
    maxWorkers: 2,
    // property tests run thousands of games: a busy 2-core machine must not fail them on time alone
    testTimeout: 30_000,
  },
});
