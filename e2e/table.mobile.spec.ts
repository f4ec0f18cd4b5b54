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
