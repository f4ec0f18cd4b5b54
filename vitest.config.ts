import { defineConfig } from 'vitest/config';

/**
 * Test files that need a module graph of their own: one mocks the game list, one checks that a
 * module is not loaded yet. Every other file shares its worker's modules (`isolate: false`): the
 * engine and the rule books are evaluated once per worker instead of once per file.
 */
const ISOLATED = ['src/core/rules/toy-game.test.ts', 'src/ui/table/physics.test.ts'];
const INCLUDE = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'];
const EXCLUDE = ['tests/site/**', 'node_modules/**'];

export default defineConfig({
  test: {
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    pool: 'threads',
    maxWorkers: 2,
    // property tests run thousands of games: a busy 2-core machine must not fail them on time alone
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
