import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './site';

/**
 * Journeys through the interactive table: drag, keyboard set-up of a nine-ball foul through to
 * the cited rule, permalinks, a garbage link, downloads, axe after a shot, and frame times of a
 * replay (printed). Rule correctness is tested in node; here only the journeys.
 */

/** Stack notes pitfall 10: an island does nothing until hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
}

const sandbox = (page: Page) => page.locator('.pt-sandbox').first();
const ball = (page: Page, id: string) => sandbox(page).locator(`.pt-balls [data-ball="${id}"]`);
const transformOf = (page: Page, id: string) => ball(page, id).getAttribute('transform');

test('drag a ball with the mouse and see it move', async ({ page }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  const before = await transformOf(page, 'cue');
  const box = await ball(page, 'cue').boundingBox();
  if (!box) throw new Error('no cue ball');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y - 25, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => transformOf(page, 'cue')).not.toBe(before);
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect.poll(() => transformOf(page, 'cue')).toBe(before);
});

test('a refused position says why', async ({ page }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  const target = await ball(page, '9').boundingBox();
  const cue = await ball(page, 'cue').boundingBox();
  if (!target || !cue) throw new Error('no balls');
  await page.mouse.move(cue.x + cue.width / 2, cue.y + cue.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('message')).toContainText('cannot go there');
});

test('set up a nine-ball foul by keyboard alone, shoot, step the replay, read the ruling, follow its rule', async ({
  page,
}) => {
  await page.goto('/en/s/');
  await hydrated(page);
  // Three balls from the tray: the cue ball (head spot), the 1 (centre spot), the 2 beside the 1.
  for (const _ of [0, 1, 2]) {
    await page.getByTestId('add-ball').focus();
    await page.keyboard.press('Enter');
  }
  await expect(sandbox(page).locator('.pt-balls [data-ball]')).toHaveCount(3);
  // Tab reaches the balls; move the 2 onto the line of the shot with Shift+arrows.
  await ball(page, '2').focus();
  const y0 = await transformOf(page, '2');
  // Shift: 10 mm a step; four down and one millimetre back up.
  for (const _ of [0, 1, 2, 3]) await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => transformOf(page, '2')).not.toBe(y0);
  // Game: nine-ball (the options are: none, eight-ball, nine-ball ...).
  await page.getByTestId('game').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('game')).toHaveValue('nine-ball');
  // Enter on the table shoots (angle 0: straight toward the 1, with the 2 in the way).
  await sandbox(page).locator('svg.pt-svg').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('timeline')).toBeVisible();
  await page.getByTestId('next-event').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('timeline').locator('[aria-current="step"]')).toBeVisible();
  await page.keyboard.press('Enter');
  const hit = page.getByTestId('timeline').getByText(/The cue ball hits the 2/);
  await expect(hit).toBeVisible();
  await expect(page.getByTestId('live')).not.toBeEmpty();
  // The ruling: a foul, player B with the cue ball in hand, rules cited as pop-overs.
  await expect(page.getByTestId('verdict')).toContainText('Foul');
  await expect(page.getByTestId('verdict')).toContainText('wrong ball first');
  await expect(page.getByTestId('next')).toHaveText('player B');
  await expect(page.getByTestId('cue-ball')).toContainText('in hand');
  // A cited rule opens in place (the replay stays), with its text and a link to the paragraph.
  const rule = page.getByTestId('ruling').locator('button.rr-toggle').first();
  await rule.focus();
  await page.keyboard.press('Enter');
  await expect(rule).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await rule.getAttribute('aria-controls')}"]`);
  await expect(panel.locator('.rr-p').first()).not.toBeEmpty();
  await expect(page.getByTestId('timeline')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rule).toHaveAttribute('aria-expanded', 'false');
  await expect(rule).toBeFocused();
  await page.keyboard.press('Enter');
  const link = panel.locator('a.rr-link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/rules\/[a-z-]+\/#rule-\d+(-\d+)*$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/rules\/[a-z-]+\/#rule-/);
  const anchor = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
});

test('a permalink round-trips exactly', async ({ page }) => {
  await page.goto('/ru/table/');
  await hydrated(page);
  await page.getByTestId('speed').fill('3.5');
  const link = await page.getByTestId('link').inputValue();
  expect(link).toMatch(/\/ru\/s\/\?v1\./);
  const balls = await sandbox(page)
    .locator('.pt-balls [data-ball]')
    .evaluateAll((gs) => gs.map((g) => `${g.getAttribute('data-ball')}@${g.getAttribute('transform')}`));
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByTestId('link')).toHaveValue(link);
  const again = await sandbox(page)
    .locator('.pt-balls [data-ball]')
    .evaluateAll((gs) => gs.map((g) => `${g.getAttribute('data-ball')}@${g.getAttribute('transform')}`));
  expect(again).toEqual(balls);
  await expect(page.getByTestId('game')).toHaveValue('nine-ball');
});

test('a garbage permalink shows the message and an empty table, nothing injected', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/en/s/?v1.t9.b0AAAAAA.q%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E<script>alert(2)</script>`);
  await hydrated(page);
  await expect(page.getByTestId('link-error')).toContainText('could not be opened');
  await expect(sandbox(page).locator('.pt-balls [data-ball]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.goto('/ru/s/?%E0%A4%A');
  await hydrated(page);
  await expect(page.getByTestId('link-error')).toContainText('не удалось открыть');
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);
});

test('the kitchen in hand: steps of one ball, the warning, the 1999 reading with its rules, the same ruling', async ({
  page,
}) => {
  await page.goto('/en/table/');
  await hydrated(page);
  const warning = page.getByTestId('kitchen-warning');
  await expect(warning).toHaveAttribute('data-placement', 'in');
  await expect(sandbox(page).locator('.pt-kitchen-live')).toHaveCount(1);
  // The cue ball starts at 1/8 of the length; Alt+arrow moves it one ball's width (57.2 mm).
  await ball(page, 'cue').focus();
  for (const _ of [1, 2, 3, 4, 5]) await page.keyboard.press('Alt+ArrowRight');
  await expect(warning).toHaveAttribute('data-placement', 'in');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(warning).toHaveAttribute('data-placement', 'line');
  await expect(warning).toContainText('not in the kitchen');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(warning).toHaveAttribute('data-placement', 'out');
  await expect(warning).toContainText('outside the kitchen');
  await expect(sandbox(page).locator('.pt-warn-ring--out')).toHaveCount(1);
  // The 1999 reading, with 3.10 opening in place in the page's language.
  const panel = page.getByTestId('kitchen-panel');
  await panel.locator('summary').click();
  await panel.locator('button[data-rule="3.10"]').click();
  await expect(panel.locator('.rr-panel').first()).toContainText('base of a ball');
  await expect(panel.locator('.rr-panel a.rr-link').first()).toHaveAttribute('href', '/en/rules/general/#rule-3-10');
  // The warning does not rule: the referee does, and says the same.
  await page.getByTestId('shoot').click();
  await expect(page.getByTestId('verdict')).toContainText('outside the kitchen');
});

test('a rule pop-over in Russian shows the Russian text', async ({ page }) => {
  await page.goto('/ru/table/');
  await hydrated(page);
  const panel = page.getByTestId('kitchen-panel');
  await panel.locator('summary').click();
  await panel.locator('button[data-rule="2.21"]').click();
  await expect(panel.locator('.rr-panel').nth(1)).toContainText(/[а-яё]{4,}/);
  await expect(panel.locator('.rr-panel a.rr-link').nth(1)).toHaveAttribute('href', '/ru/rules/referee/#rule-2-21');
});

for (const lang of ['en', 'ru']) {
  test(`the laptop layout (${lang}): wide table, controls beside it, all in view at 1366 × 768`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/${lang}/table/`);
    await hydrated(page);
    await expect(page.locator('.right-sidebar')).toHaveCount(0);
    const svg = await sandbox(page).locator('svg.pt-svg').first().boundingBox();
    const one = await ball(page, '1').locator('.pt-ball-body').boundingBox();
    if (!svg || !one) throw new Error('no table');
    expect(one.width).toBeGreaterThanOrEqual(20);
    expect(svg.y + svg.height).toBeLessThanOrEqual(768);
    for (const id of ['angle', 'speed', 'tip-side', 'tip-height', 'shoot']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect((box?.x ?? 0) > svg.x + svg.width, `${id} beside the table`).toBe(true);
      expect((box?.y ?? 0) + (box?.height ?? 0), `${id} in view`).toBeLessThanOrEqual(768);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the aim stays on the object ball when the cue ball is dragged', async ({ page }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  const before = await page.getByTestId('angle').inputValue();
  await page.getByText('Aim', { exact: true }).click();
  const one = await ball(page, '1').boundingBox();
  if (!one) throw new Error('no 1');
  await page.mouse.click(one.x + one.width / 2, one.y + one.height / 2);
  await page.getByText('Place balls', { exact: true }).click();
  const aimed = await page.getByTestId('angle').inputValue();
  expect(aimed).not.toBe(before);
  const cue = await ball(page, 'cue').boundingBox();
  if (!cue) throw new Error('no cue ball');
  await page.mouse.move(cue.x + cue.width / 2, cue.y + cue.height / 2);
  await page.mouse.down();
  await page.mouse.move(cue.x + cue.width / 2 + 10, cue.y + cue.height / 2 - 120, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('angle')).not.toHaveValue(aimed);
  // The ghost ball still sits against the 1.
  const ghost = await sandbox(page).locator('.pt-ghost').boundingBox();
  const again = await ball(page, '1').boundingBox();
  if (!ghost || !again) throw new Error('no ghost');
  const d = Math.hypot(ghost.x - again.x, ghost.y - again.y);
  expect(d).toBeLessThan(again.width * 1.3);
});

test('exports for a dispute: aim line, ball paths and a caption with the ruling and its rules', async ({ page }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  await page.getByTestId('shoot').click();
  await expect(page.getByTestId('verdict')).toBeVisible();
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-svg').click()]);
  const text = readFileSync((await svg.path()) as string, 'utf8');
  expect(text).toContain('class="pt-aim"');
  expect(text).toMatch(/<polyline class="pt-trail pt-trail--cue"/);
  expect(text).toContain('class="pt-caption pt-caption--head"');
  expect(text).toMatch(/>Ruling: (Foul|No foul)/);
  expect(text).toMatch(/Rules: \d/);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-png').click()]);
  const bytes = readFileSync((await png.path()) as string);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  // Taller than the table alone (2720 × 1450 mm at half scale): the caption is in the picture.
  expect(bytes.readUInt32BE(20) / bytes.readUInt32BE(16)).toBeGreaterThan(1450 / 2820 + 0.05);
});

test('SVG and PNG downloads', async ({ page }) => {
  await page.goto('/en/table/');
  await hydrated(page);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-svg').click()]);
  expect(svg.suggestedFilename()).toBe('pool-table.svg');
  const svgText = readFileSync((await svg.path()) as string, 'utf8');
  expect(svgText).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svgText).toContain('<style>');
  expect(svgText).toContain('data-ball="9"');
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-png').click()]);
  expect(png.suggestedFilename()).toBe('pool-table.png');
  const bytes = readFileSync((await png.path()) as string);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(5000);
});

test('axe finds nothing serious on the sandbox after a shot (ru)', async ({ page }) => {
  await page.goto('/ru/table/');
  await hydrated(page);
  await page.getByTestId('shoot').click();
  await expect(page.getByTestId('ruling')).toBeVisible();
  await page.getByTestId('next-event').click();
  await page.getByTestId('ruling').locator('button.rr-toggle').first().click();
  await expect(page.getByTestId('ruling').locator('.rr-panel').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('with motion', () => {
  // this journey watches the replay play: it asks for motion (the others jump, playwright.config.ts)
  test.use({ reducedMotion: 'no-preference' });
  test('frame times during a replay with ball trails (printed)', async ({ page }) => {
    // 60 frames: a second of replay on an idle machine, many more on a busy one
    test.setTimeout(60_000);
    await page.goto('/en/table/');
    await hydrated(page);
    await page.getByTestId('shoot').click();
    await page.getByTestId('trails').check();
    await page.getByTestId('reset-shot').click();
    await page.getByTestId('shoot').click();
    await expect(page.getByTestId('trails')).toBeChecked();
    // A quarter speed, so that the shot is still playing after 60 frames.
    await page.getByText('1/4', { exact: true }).click();
    /*
     * Two figures per frame: the interval between frames (what the eye gets; on a busy shared
     * machine it mostly measures the machine), and the frame's own work: from a callback that runs
     * before the island's in every frame (its loop starts before the replay plays) to one that
     * runs after it (started once the replay plays), which also lays out the new drawing.
     */
    await page.evaluate(() => {
      const w = window as unknown as { frameStart: number };
      const first = () => {
        w.frameStart = performance.now();
        requestAnimationFrame(first);
      };
      requestAnimationFrame(first);
    });
    // a long shot may still be replaying from the Shoot click: pause it, then play from there
    const pause = page.getByTestId('pause');
    if (await pause.isVisible()) await pause.click();
    await page.getByTestId('play').click();
    await expect(page.getByTestId('pause')).toBeVisible();
    const frames = await page.evaluate(
      () =>
        new Promise<{ deltas: number[]; work: number[] }>((resolve) => {
          const w = window as unknown as { frameStart: number };
          const ts: number[] = [];
          const work: number[] = [];
          const svg = document.querySelector('.pt-sandbox svg.pt-svg');
          const frame = (t: number) => {
            svg?.getBoundingClientRect();
            work.push(performance.now() - w.frameStart);
            ts.push(t);
            if (ts.length < 61) requestAnimationFrame(frame);
            else resolve({ deltas: ts.slice(1).map((v, i) => v - (ts[i] as number)), work: work.slice(1) });
          };
          requestAnimationFrame(frame);
        }),
    );
    await expect(page.getByTestId('pause')).toBeVisible();
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
      const mean = xs.reduce((s, d) => s + d, 0) / xs.length;
      return {
        median: q(0.5),
        text: `mean ${mean.toFixed(1)} ms, median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${q(1).toFixed(1)} ms`,
      };
    };
    const interval = stats(frames.deltas);
    const work = stats(frames.work);
    console.log(
      `replay with trails, ${frames.deltas.length} frames: interval ${interval.text}; work per frame ${work.text}`,
    );
    // The trails are drawn while it plays. The figures are printed, not gated: on a shared two-core
    // machine a frame's wall time measures the machine's other work as much as the drawing.
    await expect(sandbox(page).locator('.pt-trail').first()).toBeAttached();
    expect(frames.work).toHaveLength(60);
    expect(work.median).toBeGreaterThan(0);
  });
});

test('a WPA game under both editions: the switch, and the decisions that differ side by side', async ({ page }) => {
  // nine-ball, a miscue on a jump shot added by hand: a foul in 1999 (3.27), not under the current rules
  await page.goto('/en/s/?v1.t9.b0BtYBjO1DqYBjO9FXwCcQ.gnine-ball.spA~nmiscue-jump.aAADIBkBk');
  await hydrated(page);
  await page.getByTestId('shoot').click();
  const ruling = page.getByTestId('ruling');
  await expect(ruling.getByTestId('verdict')).toContainText('Foul');
  await expect(ruling.getByTestId('edition-wpa-1999')).toBeChecked();
  const table = ruling.getByTestId('editions');
  await expect(table.locator('tr[data-field="verdict"]')).toContainText('No foul');
  await expect(table).toContainText('WPA 2016 6');
  await ruling.getByTestId('edition-wpa-current').check();
  await expect(ruling.getByTestId('verdict')).toHaveText('No foul');
  await expect(ruling.getByTestId('explain')).toContainText('not a foul in itself');
  // the current paragraph opens in place, numbered as the current text numbers it
  const toggle = ruling.locator('button.rr-toggle', { hasText: 'WPA 2016 6' }).first();
  await toggle.click();
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toContainText('WPA 2016 6');
  await expect(panel).toContainText('closed list');
  await expect(panel.locator('a.rr-link')).toHaveAttribute('href', '/en/rules/current/general/#wpa-6');
});
