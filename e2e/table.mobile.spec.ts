import { expect, test } from '@playwright/test';

/** Touch at 375 px: a finger drags a ball (pointer events of type touch), and nothing scrolls sideways. */
test('drag a ball by touch on a phone-sized screen', async ({ page }) => {
  await page.goto('/en/table/');
  await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
  const cue = page.locator('.pt-sandbox .pt-balls [data-ball="cue"]').first();
  const before = await cue.getAttribute('transform');
  const box = await cue.boundingBox();
  if (!box) throw new Error('no cue ball');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const svg = page.locator('.pt-sandbox svg.pt-svg').first();
  const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
  await cue.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
  for (let k = 1; k <= 5; k++)
    await svg.dispatchEvent('pointermove', { ...init, clientX: x + 6 * k, clientY: y - 2 * k });
  await svg.dispatchEvent('pointerup', { ...init, clientX: x + 30, clientY: y - 10 });
  await expect.poll(() => cue.getAttribute('transform')).not.toBe(before);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

/** The phone journey: the table upright, a ball placed by two taps, a shot played and ruled. */
test('on a phone the table is upright; a ball is placed by tap and a shot is played', async ({ page }) => {
  await page.goto('/en/table/');
  await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
  const svg = page.locator('.pt-sandbox svg.pt-svg').first();
  await expect(svg).toHaveAttribute('data-orientation', 'portrait');
  const box = await svg.boundingBox();
  if (!box) throw new Error('no table');
  expect(box.height).toBeGreaterThan(box.width * 1.5);
  const one = await page.locator('.pt-sandbox .pt-balls [data-ball="1"] .pt-ball-body').first().boundingBox();
  // the whole upright table fits the screen under the header (e2e/practice-room.mobile.spec.ts): balls of 12 px or more
  expect(one?.width ?? 0).toBeGreaterThanOrEqual(12);
  // Tap the cue ball: it is selected.
  const cue = page.locator('.pt-sandbox .pt-balls [data-ball="cue"]').first();
  const before = await cue.getAttribute('transform');
  await cue.scrollIntoViewIfNeeded();
  const c = await cue.boundingBox();
  if (!c) throw new Error('no cue ball');
  await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
  await expect(cue).toHaveClass(/pt-ball--selected/);
  await expect(page.getByTestId('hint')).toContainText('selected');
  // Tap the cloth in the kitchen (the bottom of the upright table): the ball goes there.
  const y = await svg.boundingBox();
  if (!y) throw new Error('no table');
  await page.touchscreen.tap(y.x + y.width * 0.3, y.y + y.height * 0.84);
  await expect.poll(() => cue.getAttribute('transform')).not.toBe(before);
  await expect(page.getByTestId('kitchen-warning')).toHaveAttribute('data-placement', 'in');
  // Targets are at least 44 px; then shoot and read the ruling.
  for (const id of ['shoot', 'undo', 'download-svg']) {
    const b = await page.getByTestId(id).boundingBox();
    expect(b?.height ?? 0, id).toBeGreaterThanOrEqual(44);
  }
  await page.getByTestId('shoot').tap();
  await expect(page.getByTestId('ruling')).toBeVisible();
  await expect(page.getByTestId('verdict')).not.toBeEmpty();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
