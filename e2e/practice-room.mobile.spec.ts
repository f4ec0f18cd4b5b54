import { expect, type Locator, test } from '@playwright/test';
import { answerSomething, boxOf } from './site';

/**
 * The practice room on a phone (375×740): the whole table on screen when the page opens and while
 * the shot replays, balls at least 12 px across, and the table still in view (docked under the
 * header) while the feedback is read. The header keeps the language switch and the menu.
 */
const HEIGHT = 740;

async function wholeOnScreen(l: Locator, what: string) {
  const b = await boxOf(l);
  expect(b.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${what}: bottom`).toBeLessThanOrEqual(HEIGHT);
}

/** A ball's diameter on screen, px: the table's scale (the drawing's width over its viewBox) × 57.15 mm. */
async function ballPx(svg: Locator): Promise<number> {
  return svg.evaluate((el) => {
    const vb = (el.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
    return (57.15 * el.getBoundingClientRect().width) / (vb[2] ?? 1);
  });
}

test('table: the whole upright table on screen when it opens and while the shot replays', async ({ page }) => {
  await page.goto('/en/table/');
  await page.locator('astro-island:not([ssr]) .pt-sandbox').waitFor();
  const svg = page.locator('.pt-board .pt-svg--portrait');
  await expect(svg).toBeVisible();
  await wholeOnScreen(svg, 'table on open');
  expect(await ballPx(svg)).toBeGreaterThanOrEqual(12);
  await page.getByTestId('shoot').click();
  await expect(page.getByTestId('pause')).toBeVisible();
  await wholeOnScreen(svg, 'table during the replay');
  await wholeOnScreen(page.getByTestId('pause'), 'pause button');
});

test('trainer: the table on screen on open, docked in view while the feedback is read', async ({ page }) => {
  await page.goto('/en/trainer/?drill=s-nine-ball-break-001');
  await page.locator('astro-island:not([ssr]) [data-testid="trainer"]').waitFor();
  const svg = page.locator('.qz-board .pt-svg');
  await expect(svg).toBeVisible();
  await wholeOnScreen(svg, 'table on open');
  // the board takes its width once the page's styles and the panel beside it have settled
  await expect.poll(() => ballPx(svg)).toBeGreaterThanOrEqual(12);
  await wholeOnScreen(page.getByTestId('play'), 'play button');
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('verdict')).toBeVisible();
  await page.getByTestId('explain').scrollIntoViewIfNeeded();
  await expect(page.locator('.qz-board [data-docked="yes"]')).toBeVisible();
  await wholeOnScreen(page.locator('.qz-board .pt-dock--on .pt-svg'), 'docked table');
  await wholeOnScreen(page.getByTestId('explain'), 'explanation');
});

for (const path of ['/en/', '/ru/', '/en/trainer/', '/ru/rules/general/']) {
  test(`header on ${path}: the language switch and the menu`, async ({ page }) => {
    await page.goto(path);
    const other = path.startsWith('/en/') ? 'ru' : 'en';
    await expect(page.locator(`header a[hreflang="${other}"]:visible`)).toHaveCount(1);
    const appMenu = page.getByTestId('app-menu-button');
    if (await appMenu.count()) {
      await appMenu.click();
      await expect(page.getByTestId('app-menu').locator(`a[href="${path.slice(0, 4)}trainer/"]`)).toBeVisible();
    } else {
      await page.locator('button[popovertarget="starlight__sidebar"]').click();
      await expect(page.locator('#starlight__sidebar').getByRole('link').first()).toBeVisible();
    }
  });
}
