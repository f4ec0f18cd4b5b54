/**
 * Match mode on a phone (375 × 740): a nine-ball race to 3 with a push out, a three-foul loss and
 * a break-and-run, reloaded in the middle; a 14.1 game to 25 with fouls and a re-rack; six-ball by
 * two teams under the trailing break order; Odd Ball's points; balls not as called in one tap;
 * side-pocket-one's side pocket named with the break and the 1 scored; Kelly Pool's peas and Mr. &
 * Mrs.' weaker player in the set-up; the
 * export run through the referee command with the same result; axe on the match being kept.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './site';

const ROOT = resolve(import.meta.dirname, '..');

/** Taps counted, to report what a rack costs. */
let taps = 0;
async function tap(page: Page, name: string | RegExp) {
  taps += 1;
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
}
const ball = (page: Page, n: number) => tap(page, String(n));
const games = (page: Page, player: string) => page.locator(`.mt-side[data-player="${player}"] .mt-games`);
async function foul(page: Page, name: string) {
  taps += 1;
  await page.locator('.mt-fouls-list > summary').click();
  await tap(page, name);
}

async function startMatch(page: Page, game: RegExp, race: string, target?: string) {
  await page.goto('/en/match/');
  await page.getByRole('radio', { name: game }).check();
  await page.getByLabel('First player (breaks first)').fill('Ann');
  await page.getByLabel('Second player').fill('Bob');
  if (target) await page.getByLabel('Points to win a game (empty: the rules’ own)').fill(target);
  await page.getByLabel('Race: racks to win').fill(race);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByText('Log the break')).toBeVisible();
}

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The referee command on the exported log: its last ruling's match. */
async function exportedMatch(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the referee log (JSON)' }).click();
  const file = await (await download).path();
  const r = spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['bin/referee.ts', '--lang', 'en', file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(r.stderr).toBe('');
  const out = JSON.parse(r.stdout) as { rulings: { match: unknown; result: unknown }[] };
  return { log: JSON.parse(readFileSync(file, 'utf8')) as { steps: unknown[] }, last: out.rulings.at(-1) };
}

test('a nine-ball race to 3: a push out, a three-foul loss, a break-and-run, a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await startMatch(page, /Nine-ball/i, '3');
  // rack 1: Ann breaks dry, Bob pushes out, Ann passes it back, Bob runs the rack
  await tap(page, 'Break, no ball pocketed');
  await tap(page, 'Push out');
  await expect(page.getByText('Ann chooses')).toBeVisible();
  await tap(page, 'Pass it back');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) await ball(page, n);
  await expect(page.getByText('Bob wins the rack')).toBeVisible();
  await expect(games(page, 'Bob')).toHaveText('1');
  await tap(page, 'Next rack');

  // the reload: the match comes back as it was
  await page.reload();
  await expect(games(page, 'Bob')).toHaveText('1');
  await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Bob');

  // rack 2: Bob breaks dry; Ann fouls three times in a row, warned after the second
  await tap(page, 'Break, no ball pocketed');
  await foul(page, 'Scratch (cue ball pocketed)');
  await expect(page.getByText('in hand, anywhere')).toBeVisible();
  await tap(page, 'Miss (no ball)');
  await foul(page, 'No cushion after contact');
  await expect(page.getByText('Warn Ann: two fouls in a row (2.16)')).toBeVisible();
  await tap(page, 'Warning given');
  await tap(page, 'Miss (no ball)');
  await foul(page, 'No ball hit');
  await expect(page.getByText('Bob wins the rack')).toBeVisible();
  await expect(games(page, 'Bob')).toHaveText('2');
  await tap(page, 'Next rack');

  // rack 3: a break-and-run, counted
  const before = taps;
  await ball(page, 2);
  for (const n of [1, 3, 4, 5, 6, 7, 8, 9]) await ball(page, n);
  await expect(page.getByText('Bob wins the match')).toBeVisible();
  console.log(`taps for a break-and-run rack: ${taps - before} (and 1 for "Next rack")`);
  await expect(games(page, 'Bob')).toHaveText('3');
  await expect(games(page, 'Ann')).toHaveText('0');

  // undo and redo the last ball
  await tap(page, 'Undo');
  await expect(page.getByText('Bob wins the match')).toBeHidden();
  await tap(page, 'Redo');
  await expect(page.getByText('Bob wins the match')).toBeVisible();

  await axeClean(page);
  const { log, last } = await exportedMatch(page);
  expect(last?.match).toEqual({ race: 3, games: { Ann: 0, Bob: 3 }, winner: 'Bob' });
  expect(log.steps).toHaveLength(await countEntries(page));

  // the match as a link: opened in another browser (no stored matches), the same match replayed
  await page.getByRole('button', { name: 'Copy a link to this match' }).click();
  const url = await page.getByLabel('Link to this match').inputValue();
  expect(url).toMatch(/\/en\/match\/#l=m1\.gnine-ball\.pAnn~Bob\.r3\.ow\.x/);
  const other = await browser.newContext();
  const there = await other.newPage();
  await there.goto(url);
  await expect(there).toHaveURL(/#m=[a-z0-9-]+$/);
  await expect(there.getByText('Bob wins the match')).toBeVisible();
  await expect(games(there, 'Bob')).toHaveText('3');
  await expect(games(there, 'Ann')).toHaveText('0');
  expect(await countEntries(there)).toBe(log.steps.length);
  // opened again: the same match, not a copy of it
  await there.goto(url);
  await expect(there.getByText('Bob wins the match')).toBeVisible();
  await there.getByRole('link', { name: 'All matches' }).click();
  await expect(there.locator('.mt-list li')).toHaveCount(1);
  await other.close();
});

async function countEntries(page: Page): Promise<number> {
  const text = (await page.locator('.mt-undo .mt-note').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

test('a 14.1 game to 25 with fouls and a re-rack, and its score sheet', async ({ page }) => {
  test.setTimeout(120_000);
  await startMatch(page, /14\.1/, '1', '25');
  await tap(page, 'Break, no ball pocketed');
  await foul(page, 'Scratch (cue ball pocketed)');
  await expect(page.getByText('in hand, in the kitchen')).toBeVisible();
  // Ann pockets 14 balls: the 15th stays and the 14 are re-racked (6.7.3)
  await page.getByLabel('Several balls in one shot').check();
  for (const n of [1, 2, 3, 4, 5, 6, 7]) await ball(page, n);
  await tap(page, 'Pocket 1, 2, 3, 4, 5, 6, 7');
  await page.getByLabel('Several balls in one shot').uncheck();
  for (const n of [8, 9, 10, 11, 12, 13, 14]) await ball(page, n);
  await expect(page.locator('.mt-balls button')).toHaveCount(15);
  await foul(page, 'No cushion after contact');
  await tap(page, 'Miss (no ball)');
  await page.getByLabel('Several balls in one shot').check();
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) await ball(page, n);
  await tap(page, /^Pocket 1, 2/);
  await expect(page.getByText('Ann wins the match')).toBeVisible();
  const sheet = page.locator('.mt-sheet tbody tr');
  await expect(sheet).toHaveCount(5);
  await expect(sheet.nth(0)).toHaveText('1Ann0000');
  await expect(sheet.nth(1)).toHaveText('1Bob01−1−1');
  await expect(sheet.nth(2)).toHaveText('2Ann141−113');
  await expect(sheet.nth(3)).toHaveText('2Bob000−1');
  await expect(sheet.nth(4)).toHaveText('3Ann120025');
  await axeClean(page);
  const { last } = await exportedMatch(page);
  expect(last?.match).toMatchObject({ race: 1, winner: 'Ann' });
});

test('six-ball by two teams, the trailing break order: who is at the table, who breaks next, the export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en/match/');
  await page.getByRole('radio', { name: /Six-ball/i }).check();
  await page.getByLabel('Two teams').check();
  await page.getByLabel('First team (breaks first)').fill('Ann, Cid');
  await page.getByLabel('Second team').fill('Bob, Dan');
  await page.getByLabel('Race: racks to win').fill('2');
  await page.getByLabel('Who breaks the next rack').selectOption('trailing');
  await axeClean(page);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByText('Log the break')).toBeVisible();
  const at = page.locator('.mt-side.mt-at');
  await expect(at).toHaveAttribute('data-player', 'team-1');
  await expect(at.locator('.mt-name')).toHaveText('At the table (Ann): Ann & Cid');
  // rack 1: Ann breaks dry, Bob pockets the 1 and misses, Cid (the second of team 1) runs out
  await tap(page, 'Break, no ball pocketed');
  await expect(at.locator('.mt-name')).toHaveText('At the table (Bob): Bob & Dan');
  await ball(page, 1);
  await tap(page, 'Miss (no ball)');
  await expect(at.locator('.mt-name')).toHaveText('At the table (Cid): Ann & Cid');
  for (const n of [2, 3, 4, 5, 6]) await ball(page, n);
  await expect(page.getByText('Ann & Cid wins the rack')).toBeVisible();
  await expect(games(page, 'team-1')).toHaveText('1');
  // trailing: the team behind in the race breaks, its first player
  await tap(page, 'Next rack');
  await expect(at.locator('.mt-name')).toHaveText('At the table (Bob): Bob & Dan');
  // rack 2, counted: a break that pockets the 2, then the 1, 3, 4, 5 and the 6
  const before = taps;
  for (const n of [2, 1, 3, 4, 5, 6]) await ball(page, n);
  console.log(`taps for a six-ball break-and-run: ${taps - before} (and 1 for "Next rack")`);
  await expect(page.getByText('Bob & Dan wins the rack')).toBeVisible();
  await expect(games(page, 'team-2')).toHaveText('1');
  await axeClean(page);
  const { log, last } = await exportedMatch(page);
  expect(log).toMatchObject({
    game: 'six-ball',
    players: {
      teams: [
        ['Ann', 'Cid'],
        ['Bob', 'Dan'],
      ],
    },
  });
  expect(last?.match).toEqual({ race: 2, games: { 'team-1': 1, 'team-2': 1 }, winner: null });
});

test('Odd Ball: the points of each player in view, to the rules’ own 21', async ({ page }) => {
  await startMatch(page, /Odd Ball/i, '1');
  await tap(page, 'Break, no ball pocketed');
  // Bob: the 1 (odd, a point), the 2 (even, none), the 3 (a point)
  for (const n of [1, 2, 3]) await ball(page, n);
  await expect(games(page, 'Bob')).toHaveText('2');
  await expect(games(page, 'Ann')).toHaveText('0');
  await expect(page.locator('.mt-sheet tbody tr').nth(1)).toHaveText('1Bob2002');
});

test('eight-ball: the 8 in a pocket not called loses the rack', async ({ page }) => {
  await startMatch(page, /Eight-ball/i, '2');
  await ball(page, 1);
  await page.getByLabel('Several balls in one shot').check();
  for (const n of [2, 3, 4, 5, 6, 7]) await ball(page, n);
  await tap(page, 'Pocket 2, 3, 4, 5, 6, 7');
  await tap(page, 'The 8 in a pocket not called');
  await expect(page.getByText('Bob wins the rack')).toBeVisible();
  await expect(page.locator('.mt-rules')).toContainText('4.20');
  await expect(games(page, 'Bob')).toHaveText('1');
  const { last } = await exportedMatch(page);
  expect(last?.result).toMatchObject({ winner: 'Bob', reason: 'eight-wrong-pocket' });
});

test('side-pocket-one: Ann names her side pocket with the break, and the 1 scores in Bob’s', async ({ page }) => {
  await startMatch(page, /One-ball in the side pocket/i, '1');
  // side-pocket-one/7.3: before the break, one tap names the breaker's side pocket
  await expect(page.getByText('Ann names a side pocket for the 1-ball')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Break, no ball pocketed' })).toBeHidden();
  for (const b of await page.locator('.mt-pad button').all()) {
    const box = await b.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
  await axeClean(page);
  await tap(page, 'Right side pocket');
  await expect(page.getByText('Ann breaks, the 1-ball’s pocket: Right side pocket')).toBeVisible();
  await tap(page, 'Break, no ball pocketed');
  await expect(page.locator('.mt-rules')).toContainText('Rule 7.3');
  await expect(page.getByText('names a side pocket')).toBeHidden();
  await expect(page.locator('.mt-side[data-player="Ann"]')).toContainText('the 1-ball: right side pocket');
  await expect(page.locator('.mt-side[data-player="Bob"]')).toContainText('the 1-ball: left side pocket');
  // Bob pockets the 1: called and written in his own side pocket, the left one (7.4), a point
  await ball(page, 1);
  await expect(page.locator('.mt-rules')).toContainText('Rule 7.4');
  await expect(games(page, 'Bob')).toHaveText('1');
  await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Bob');
  // another ball counts in the pocket called (7.2)
  await ball(page, 5);
  await expect(games(page, 'Bob')).toHaveText('2');
  const { log, last } = await exportedMatch(page);
  expect(log.steps[0]).toMatchObject({ shot: { by: 'Ann', sidePocket: 'side-right' } });
  expect(log.steps[1]).toMatchObject({ shot: { call: { ball: 1, pocket: 'side-left' } } });
  expect(last).toMatchObject({ score: { Ann: 0, Bob: 2 } });
});

test('Kelly Pool with the private numbers, Mr. & Mrs. with a weaker player: set up, and ruled', async ({ page }) => {
  await page.goto('/en/match/');
  await page.getByRole('radio', { name: /Kelly Pool/i }).check();
  await page.getByLabel('First player (breaks first)').fill('Ann');
  await page.getByLabel('Second player').fill('Bob');
  await expect(page.getByText('no ball is anyone’s own')).toBeVisible();
  await page.getByLabel('Ann’s pea (1–15)').fill('7');
  await page.getByLabel('Bob’s pea (1–15)').fill('7');
  await expect(page.getByRole('alert')).toHaveText(
    'Give both players a different pea from 1 to 15, or leave both empty.',
  );
  await axeClean(page);
  await page.getByLabel('Bob’s pea (1–15)').fill('12');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await tap(page, 'Break, no ball pocketed');
  // kelly-pool/6: Bob pockets his own ball, the 12, and wins the rack
  await ball(page, 12);
  await expect(page.getByText('Bob wins the rack')).toBeVisible();
  expect((await exportedMatch(page)).last?.result).toMatchObject({ winner: 'Bob' });

  await page.goto('/en/match/');
  await page.getByRole('radio', { name: /Mr\. & Mrs\./i }).check();
  await page.getByLabel('First player (breaks first)').fill('Ann');
  await page.getByLabel('Second player').fill('Bob');
  await page.getByRole('checkbox', { name: 'Bob', exact: true }).check();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await tap(page, 'Break, no ball pocketed');
  // mr-and-mrs/1: Bob may hit any ball first, so "wrong ball first" is not his foul
  await page.locator('.mt-fouls-list > summary').click();
  await expect(page.getByRole('button', { name: 'Wrong ball first' })).toBeHidden();
  await ball(page, 9);
  await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Bob');
  expect((await exportedMatch(page)).last).toMatchObject({ foul: false, next: 'Bob' });
});

test('14.1: balls pocketed not as called are spotted and score nothing', async ({ page }) => {
  await startMatch(page, /14\.1/, '1', '25');
  await tap(page, 'Break, no ball pocketed');
  await page.getByLabel('Several balls in one shot').check();
  await ball(page, 3);
  await ball(page, 4);
  await tap(page, 'Pocketed, not as called');
  await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Ann');
  await expect(page.locator('.mt-balls button')).toHaveCount(15);
  await expect(page.locator('.mt-rules')).toContainText('6.8');
  await expect(page.locator('.mt-sheet tbody tr').nth(1)).toHaveText('1Bob0000');
});

test('14.1: balls pocketed not as called, one tap to start, without switching “several” on', async ({ page }) => {
  await startMatch(page, /14\.1/, '1', '25');
  await tap(page, 'Break, no ball pocketed');
  const before = taps;
  await tap(page, 'Pocketed, not as called');
  await ball(page, 3);
  await ball(page, 4);
  await tap(page, 'Log 3, 4, not as called');
  console.log(`taps for two balls pocketed not as called: ${taps - before}`);
  await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Ann');
  await expect(page.locator('.mt-balls button')).toHaveCount(15);
  await expect(page.locator('.mt-rules')).toContainText('6.8');
  await expect(page.getByLabel('Several balls in one shot')).not.toBeChecked();
  // the next ball tapped is a plain shot again
  await ball(page, 5);
  await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Ann');
  await expect(games(page, 'Ann')).toHaveText('1');
});

test('in Russian, two teams under the trailing order', async ({ page }) => {
  await page.goto('/ru/match/');
  await page.getByRole('radio', { name: 'Шестёрка' }).check();
  await page.getByLabel('Две команды').check();
  await page.getByLabel('Первая команда (разбивает первой)').fill('Аня, Саша');
  await page.getByLabel('Вторая команда').fill('Боря, Даня');
  await page.getByLabel('Кто разбивает следующую партию').selectOption('trailing');
  await page.getByRole('button', { name: 'Начать матч' }).click();
  await expect(page.locator('.mt-side.mt-at .mt-name')).toHaveText('У стола (Аня): Аня & Саша');
  await axeClean(page);
});

test('in Russian: the side pocket named before the break, Kelly Pool’s private numbers explained', async ({ page }) => {
  await page.goto('/ru/match/');
  await page.getByRole('radio', { name: /Единица в среднюю лузу/ }).check();
  await page.getByRole('button', { name: 'Начать матч' }).click();
  await expect(page.getByText('Игрок 1 выбирает среднюю лузу для шара 1')).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Левая средняя луза' }).click();
  await page.getByRole('button', { name: 'Разбой, ничего не забито' }).click();
  await expect(page.locator('.mt-side[data-player="Игрок 2"]')).toContainText('шар 1: правая средняя луза');
  await page.goto('/ru/match/');
  await page.getByRole('radio', { name: /Горошина/ }).check();
  await expect(page.getByText('ни один шар не будет чьим-то своим')).toBeVisible();
  await axeClean(page);
});

test('in Russian, an entry the referee refuses and a link that does not read are explained in Russian', async ({
  page,
}) => {
  await page.goto('/ru/match/');
  await page.getByLabel('Первый игрок (разбивает первым)').fill('Аня');
  await page.getByLabel('Второй игрок').fill('Боря');
  await page.getByLabel('Матч: партий до победы').fill('3');
  await page.getByRole('button', { name: 'Начать матч' }).click();
  // the nine on the break: Аня wins the rack; a penalty before the next rack is refused
  await page.getByRole('button', { name: '9', exact: true }).click();
  await expect(page.getByText('Партию выиграл(а) Аня')).toBeVisible();
  await page.locator('.mt-more > summary').click();
  await page.getByRole('button', { name: 'Наказать: Боря' }).click();
  const alert = page.locator('.mt-board .mt-alert');
  await expect(alert).toHaveText(
    'Судья не принимает эту запись: партия уже окончена (следующую начинает «Следующая партия»)',
  );
  // axe on the Russian board, light and dark
  await axeClean(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await axeClean(page);
  // a match link that does not read: said in Russian, naming the field
  await page.goto('/ru/match/#l=m1.gnine-ball.pA~A.r3.ow.x');
  await expect(page.locator('.mt-app > .mt-alert')).toHaveText(
    'Эту ссылку на матч не прочитать: ошибка в поле players[1].',
  );
  // and on the list of matches and the set-up form
  await axeClean(page);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a match page opened once keeps the match going offline, and through a reload', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/en/match/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByLabel('First player (breaks first)').fill('Ann');
    await page.getByLabel('Second player').fill('Bob');
    await page.getByLabel('Race: racks to win').fill('2');
    await page.getByRole('button', { name: 'Start the match' }).click();
    await tap(page, 'Break, no ball pocketed');
    await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Bob');
    // the worker controls the page from the next load: the engine and the words it fetched are kept
    await page.reload();
    await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Bob');
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    await expect(page.locator('.mt-side.mt-at')).toHaveAttribute('data-player', 'Bob');
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) await ball(page, n);
    await expect(page.getByText('Bob wins the rack')).toBeVisible();
    await expect(games(page, 'Bob')).toHaveText('1');
    await page.reload();
    await expect(games(page, 'Bob')).toHaveText('1');
    await expect(page.getByText('Bob wins the rack')).toBeVisible();
    await context.setOffline(false);
  });
});
