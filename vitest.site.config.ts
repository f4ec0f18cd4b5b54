import { defineConfig } from 'vitest/config';

/** Checks of the built site (`dist/`): run after `astro build`. */
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest-site.json' }]],
  },
});
