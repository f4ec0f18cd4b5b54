import { expect, test } from '@playwright/test';

/** At 375 px a game goes on: a ball placed by tap, a shot played and ruled, then the next shot from where the balls stopped. */
test('on a phone a ball is placed by tap, a shot is played, and the game plays on', async ({ page }) => {
  await page.goto('/en/table/');
  await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
  const svg = page.locator('.pt-sandbox svg.pt-svg').first();
  const cue = page.locator('.pt-sandbox .pt-balls [data-ball="cue"]').first();
  const before = await cue.getAttribute('transform');
  await cue.scrollIntoViewIfNeeded();
  const c = await cue.boundingBox();
  if (!c) throw new Error('no cue ball');
  await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
  await expect(cue).toHaveClass(/pt-ball--selected/);
  const y = await svg.boundingBox();
  if (!y) throw new Error('no table');
  await page.touchscreen.tap(y.x + y.width * 0.45, y.y + y.height * 0.86);
  await expect.poll(() => cue.getAttribute('transform')).not.toBe(before);
  await page.getByTestId('shoot').tap();
  await expect(page.getByTestId('verdict')).not.toBeEmpty();
  const steps = page.getByTestId('steps').locator('li:not([data-testid="step-start"])');
  // the table, not the panel the finger was on, is in view for the replay
  const board = await page.locator('.pt-sandbox .pt-board').first().boundingBox();
  const viewport = page.viewportSize();
  if (!board || !viewport) throw new Error('no table');
  expect(Math.min(board.y + board.height, viewport.height) - Math.max(board.y, 0)).toBeGreaterThan(
    Math.min(board.height, viewport.height) * 0.6,
  );
  await expect(steps).toHaveCount(1);
  const playOn = page.getByTestId('play-on');
  const box = await playOn.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await playOn.tap();
  await expect(page.getByTestId('turn')).not.toBeEmpty();
  await page.getByTestId('shoot').tap();
  await expect(steps).toHaveCount(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
