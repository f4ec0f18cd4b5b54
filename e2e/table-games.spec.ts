import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { GAMES as ALL_GAMES } from '../src/core/rules/games.ts';

/*
 * The interactive scenario on each game's rule page: drawn in the page, the table widget loaded when
 * asked for; shoot, and the referee for that game (loaded on demand) rules on the shot with its rules
 * cited as pop-overs in the page's language.
 */

/** The page's language for a game: the two languages in turn, so that both are covered. */
const langOf = (game: string): 'en' | 'ru' => (game.length % 2 === 0 ? 'en' : 'ru');

/**
 * Every game whose rule page (its descriptor's) shows an interactive scenario of that game, read from
 * the page's source in the language it is tested in: a new game with one is tested with no edit here.
 */
const GAMES = ALL_GAMES.filter((g) => {
  const source = readFileSync(`src/content/docs/${langOf(g.id)}/rules/${g.rules.page}.mdx`, 'utf8');
  return new RegExp(`<Table interactive scenario="[^"]*\\.g${g.id}\\.`).test(source);
});

test('the rule pages hold scenarios of their games to test', () => {
  expect(GAMES.length).toBeGreaterThan(0);
});

/** The page's first interactive diagram, its table widget loaded by its button. */
async function opened(page: Page) {
  const figure = page.locator('figure.pt-figure--interactive').first();
  await figure.scrollIntoViewIfNeeded();
  // drawn without JavaScript; the widget is not loaded before it is asked for
  await expect(figure.locator('svg.pt-svg')).toBeVisible();
  await expect(figure.locator('.pt-sandbox')).toHaveCount(0);
  await figure.locator('button.pt-table-play').click();
  const island = figure.locator('.pt-sandbox');
  await island.waitFor();
  return island;
}

for (const { id: game, rules } of GAMES) {
  const lang = langOf(game);
  test(`${game}: the scenario on its rule page (${lang}) is ruled by its referee`, async ({ page }) => {
    // the table widget and the game's referee load on demand: slow on a busy 2-core machine
    test.setTimeout(60_000);
    await page.goto(`/${lang}/rules/${rules.page}/`);
    const island = await opened(page);
    await island.getByTestId('shoot').click();
    const ruling = island.getByTestId('ruling');
    await expect(ruling).toBeVisible();
    // Its rules open in place, in the page's language, with a link to the paragraph.
    const rule = ruling.locator('button.rr-toggle').first();
    await rule.click();
    await expect(ruling.locator('.rr-panel .rr-p').first()).not.toBeEmpty();
    await expect(ruling.locator(`.rr-panel a.rr-link[href^="/${lang}/rules/"]`).first()).toBeVisible();
  });
}
