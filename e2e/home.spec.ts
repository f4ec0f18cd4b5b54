import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('Russian home says what the site is for and leads to the rules', async ({ page }) => {
    await page.goto('/ru/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Правила пула');
    await expect(page.getByRole('heading', { name: 'Для кого этот сайт' })).toBeVisible();
    await page.getByRole('link', { name: 'Общие правила', exact: true }).first().click();
    await expect(page).toHaveURL(/\/ru\/rules\/general\/$/);
  });

  test('English home says what the site is for and leads to the rules', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool Rules');
    await expect(page.getByRole('heading', { name: 'What this site is for' })).toBeVisible();
    await page.getByRole('link', { name: 'General rules', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/rules\/general\/$/);
  });
});

test.describe('root redirect', () => {
  test.use({ locale: 'en-GB' });
  test('an English browser is sent to /en/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

test.describe('root redirect, other language', () => {
  test.use({ locale: 'de-DE' });
  test('a browser preferring neither language is sent to /ru/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru\/$/);
  });
});
