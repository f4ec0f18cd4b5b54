import { expect, test } from '@playwright/test';

/** A paragraph can be read in the other language where it stands, and flipped back. */
for (const { from, anchor, own, theirs } of [
  { from: '/ru/rules/general/', anchor: 'rule-3-10', own: 'Правило применяется в играх', theirs: 'This rule applies' },
  {
    from: '/en/rules/straight-pool/',
    anchor: 'rule-6-4',
    own: 'A standard triangular rack',
    theirs: 'Стандартная пирамида',
  },
]) {
  test(`${from}#${anchor} flips to the other language in place and back`, async ({ page }) => {
    await page.goto(`${from}#${anchor}`);
    const button = page.locator(`button.pt-flip[data-flip="${anchor}"]`);
    await expect(button).toBeVisible();
    await expect(page.getByText(own).first()).toBeVisible();
    await button.click();
    const flipped = page.locator(`.pt-flipped[data-flipped-for="${anchor}"]`);
    await expect(flipped).toBeVisible();
    await expect(flipped).toHaveAttribute('lang', from.startsWith('/ru/') ? 'en' : 'ru');
    await expect(flipped).toContainText(theirs);
    await expect(page.getByText(own).first()).toBeHidden();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`${from}#${anchor}$`));
    await button.click();
    await expect(flipped).toHaveCount(0);
    await expect(page.getByText(own).first()).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
}

test('a flipped paragraph adds no duplicate ids to the page', async ({ page }) => {
  await page.goto('/en/rules/straight-pool/#rule-6-7-3');
  await page.locator('button.pt-flip[data-flip="rule-6-7-3"]').click();
  await expect(page.locator('.pt-flipped[data-flipped-for="rule-6-7-3"] svg').first()).toBeVisible();
  const dupes = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(dupes).toEqual([]);
});
