import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium where it exists (machines without internet cannot download Playwright's own
 * build); Playwright's browser elsewhere. Its headless shell (Debian's `chromium-headless-shell`)
 * first: the journeys run headless, and the shell, without the full browser's layers, ran them in
 * 535 s against 839 s (the whole e2e step on a two-core machine, one after the other). Lighthouse
 * keeps the full browser (scripts/lighthouse.mjs): its scores are a phone's.
 */
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => existsSync(p),
);
/**
 * The preview server's port: E2E_PORT, else one derived from this checkout's path (4400-4499), so
 * that two checkouts on one machine never test each other's build through a reused server.
 */
const PORT =
  Number(process.env.E2E_PORT) ||
  4400 + ([...process.cwd()].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 100);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The site's service worker saves the whole site (about 7.5 MB) after each first visit: only the
    // specs that test offline use allow it (test.use), the others do not pay for that download.
    serviceWorkers: 'block',
    // the replays jump to their end as they do for a learner who asks for less motion; a journey that
    // watches a replay play asks for motion itself (test.use)
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `npx astro preview --force --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/ru/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
