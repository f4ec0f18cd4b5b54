import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './site';

/**
 * Whole games on the interactive table: after each shot the game plays on from where the balls
 * stopped, under the game's referee; choices and announcements are buttons; a shared link carries
 * the whole game. Shots are set up by links and typed aims (deterministic physics); fouls the
 * table cannot show come from the added facts.
 */

async function hydrated(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
}

const game = (page: Page) => page.getByTestId('game-panel');
/** the steps played (the list also has the start position, first) */
const steps = (page: Page) => game(page).getByTestId('steps').locator('li:not([data-testid="step-start"])');

/** Shoot, wait for the ruling, and play on from where the balls stopped. */
async function shootAndPlayOn(page: Page): Promise<void> {
  const n = await steps(page).count();
  await page.getByTestId('shoot').click();
  await expect(steps(page)).toHaveCount(n + 1);
  await expect(page.getByTestId('verdict')).toBeVisible();
  const on = page.getByTestId('play-on');
  if (await on.isVisible()) await on.click();
  await expect(page.getByTestId('shoot')).toBeVisible();
}

/** A soft shot straight up the table (90°, 0.3 m/s): it reaches nothing. */
async function softAim(page: Page): Promise<void> {
  await page.getByTestId('angle').fill('90');
  await page.getByTestId('angle').press('Enter');
  await page.getByTestId('speed').fill('0.3');
}

/** The shot's player had no foot on the floor (a foul the table cannot show). */
async function addFootFoul(page: Page): Promise<void> {
  const details = page.locator('.pt-nonball');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  await page.locator('input[data-foul="no-foot-on-floor"]').check();
}

const WORDS = {
  en: { over: 'Game over: player B wins.', warned: 'warned' },
  ru: { over: 'Партия окончена: победил игрок B.', warned: 'предупреждён' },
};

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['ru'] as ('en' | 'ru')[]) {
  test(`nine-ball (${lang}): break, push out, pass, then three fouls with the warning lose the game`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/table/`);
    await hydrated(page);
    await expect(game(page).getByTestId('turn')).toBeVisible();
    // The break (the page's rack and aim): legal, and a push out may follow.
    await shootAndPlayOn(page);
    await expect(game(page).getByTestId('push-out-available')).toBeVisible();
    await expect(game(page).getByTestId('ball-on')).toBeVisible();
    // The push out: the other player chooses, and passes the shot back.
    await softAim(page);
    await page.getByTestId('push-out').check();
    await page.getByTestId('shoot').click();
    const choice = game(page).getByTestId('choice');
    await expect(choice).toBeVisible();
    await expect(choice.getByTestId('choose-pass')).toBeVisible();
    await choice.getByTestId('choose-pass').click();
    await expect(steps(page)).toHaveCount(3);
    await expect(steps(page).nth(2)).toContainText('B');
    // Three fouls of player A in a row (B fouls in between); the warning after the second.
    for (const k of [1, 2, 3, 4]) {
      await addFootFoul(page);
      await shootAndPlayOn(page);
      if (k === 3) {
        await expect(game(page).getByTestId('side-A')).toContainText('2');
        await game(page).getByTestId('announce-warning').click();
        await expect(game(page).getByTestId('warned-A')).toContainText(WORDS[lang].warned);
      }
    }
    await addFootFoul(page);
    await page.getByTestId('shoot').click();
    await expect(game(page).getByTestId('game-over')).toHaveText(WORDS[lang].over);
    await expect(steps(page)).toHaveCount(9);
    // Any step shows its position, replay and ruling; back to the game.
    await steps(page).nth(0).getByRole('button').first().click();
    await expect(game(page).getByTestId('viewing')).toBeVisible();
    await expect(page.getByTestId('verdict')).toBeVisible();
    await game(page).getByTestId('back-to-game').click();
    await expect(game(page).getByTestId('game-over')).toBeVisible();
    // Step undo and redo.
    await game(page).getByTestId('undo-step').click();
    await expect(steps(page)).toHaveCount(8);
    await expect(game(page).getByTestId('game-over')).toHaveCount(0);
    await game(page).getByTestId('redo-step').click();
    await expect(steps(page)).toHaveCount(9);
    await expect(game(page).getByTestId('game-over')).toBeVisible();
  });
}

test('eight-ball: the 8 on the break, the choice offered, and a re-rack', async ({ page }) => {
  await page.goto('/en/s/?v1.t9.b0E-wB4U8FtoCnM1CcQAu49C7gAu4.geight-ball.spA~br.aHCDIBkBk');
  await hydrated(page);
  await page.getByTestId('shoot').click();
  const choice = game(page).getByTestId('choice');
  await expect(choice).toBeVisible();
  await expect(choice.getByTestId('choose-spot-eight')).toBeVisible();
  await choice.getByTestId('choose-rerack').click();
  await expect(page.locator('.pt-sandbox .pt-balls [data-ball]')).toHaveCount(16);
  await expect(game(page).getByTestId('in-hand')).toContainText('kitchen');
  await expect(steps(page)).toHaveCount(2);
});

test('forty-one: its own announcements are buttons, and the start position is in the step list', async ({ page }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  await page.getByTestId('game').selectOption('forty-one');
  const start = await page.locator('.pt-sandbox .pt-balls [data-ball="1"]').getAttribute('transform');
  await softAim(page);
  await shootAndPlayOn(page);
  const said = game(page).getByTestId('said');
  await expect(said.getByTestId('announce-forty-one')).toBeVisible();
  await said.getByTestId('speaker').selectOption('A');
  await said.getByTestId('announce-bust').click();
  await expect(steps(page)).toHaveCount(2);
  await expect(steps(page).nth(1)).toContainText('Player A: bust');
  // the ruling on the announcement: no pea dealt, so the claim cannot be checked (9.7)
  await expect(page.getByTestId('verdict')).toBeVisible();
  await expect(page.locator('.pt-ruling')).toContainText('9.7');
  // the start position: the balls as set up before step 1, no ruling
  await game(page).getByTestId('step-0').click();
  await expect(game(page).getByTestId('viewing')).toHaveText(/start position/);
  await expect(game(page).getByTestId('step-0')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('.pt-sandbox .pt-balls [data-ball="1"]')).toHaveAttribute('transform', start ?? '');
  await game(page).getByTestId('back-to-game').click();
  await expect(game(page).getByTestId('viewing')).toHaveCount(0);
});

test('14.1: a ball off the table is spotted after the foul, and the score counts it', async ({ page }) => {
  await page.goto('/ru/s/?v1.t9.b0BOIBdw3DqYBdw5C7gAu4.gstraight-pool.spA~k35.aAACWBkBk');
  await hydrated(page);
  await page.locator('.pt-nonball summary').click();
  await page.getByTestId('added-off-table').selectOption('3');
  await page.getByTestId('shoot').click();
  await expect(page.getByTestId('verdict')).toContainText('Фол');
  // the added fact is listed with the shot's events, marked as added
  await expect(page.getByTestId('added-fact')).toContainText('добавлено');
  await page.getByTestId('play-on').click();
  await expect(game(page).getByTestId('score-A')).toHaveText('-1');
  // the 3 is back on the table, on the foot spot (right of the table's middle)
  const three = await page.locator('.pt-sandbox .pt-balls [data-ball="3"]').boundingBox();
  const table = await page.locator('.pt-sandbox svg.pt-svg').first().boundingBox();
  if (!three || !table) throw new Error('no ball');
  expect(three.x + three.width / 2).toBeGreaterThan(table.x + table.width * 0.6);
});

test('a shared link reproduces a 4-step game with the same rulings', async ({ page, context }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  await shootAndPlayOn(page);
  await softAim(page);
  await page.getByTestId('push-out').check();
  await page.getByTestId('shoot').click();
  await game(page).getByTestId('choose-pass').click();
  await addFootFoul(page);
  await shootAndPlayOn(page);
  await expect(steps(page)).toHaveCount(4);
  const lines = await steps(page).allInnerTexts();
  const state = await game(page).getByTestId('game-state').innerText();
  const link = await page.getByTestId('link').inputValue();
  expect(link).toMatch(/\/en\/s\/\?v2\./);
  const other = await context.newPage();
  await other.goto(`${link}#step=2`);
  await hydrated(other);
  await expect(steps(other)).toHaveCount(4);
  expect(await steps(other).allInnerTexts()).toEqual(lines);
  // #step=2 shows the second step: the push out, and its ruling
  await expect(game(other).getByTestId('viewing')).toBeVisible();
  await expect(steps(other).nth(1).getByRole('button').first()).toHaveAttribute('aria-current', 'step');
  await game(other).getByTestId('back-to-game').click();
  await expect.poll(() => game(other).getByTestId('game-state').innerText()).toBe(state);
});

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['en'] as ('en' | 'ru')[]) {
  test(`a shared game (${lang}) keeps the edition it was ruled under`, async ({ page, context }) => {
    await page.goto(`/${lang}/table/`);
    await hydrated(page);
    await shootAndPlayOn(page);
    await page.getByTestId('ruling').getByTestId('edition-wpa-current').check();
    await expect(page.getByTestId('ruling').getByTestId('edition-wpa-current')).toBeChecked();
    const verdict = await page.getByTestId('verdict').textContent();
    const link = await page.getByTestId('link').inputValue();
    expect(link).toMatch(new RegExp(`/${lang}/s/\\?v2\\.`));
    const other = await context.newPage();
    await other.goto(link);
    await hydrated(other);
    await expect(steps(other)).toHaveCount(1);
    await expect(other.getByTestId('ruling').getByTestId('edition-wpa-current')).toBeChecked();
    await expect(other.getByTestId('verdict')).toHaveText(verdict ?? '');
  });
}

test('axe finds nothing serious on a game under way with a choice open', async ({ page }) => {
  await page.goto('/en/s/?v1.t9.b0E-wB4U8FtoCnM1CcQAu49C7gAu4.geight-ball.spA~br.aHCDIBkBk');
  await hydrated(page);
  await page.getByTestId('shoot').click();
  await expect(game(page).getByTestId('choice')).toBeVisible();
  expect(await seriousViolations(page, { include: '.pt-sandbox', tags: null })).toEqual([]);
});
