import { describe, expect, test } from 'vitest';
import { standardTable } from '../core/table/index.ts';
import { playShot } from '../ui/table/play.ts';
import { citedOnlyBy, differingFields, hasTwoEditions, ruleHref, ruleOnShot } from './ruling.ts';

describe('rule links', () => {
  test.each([
    ['3.38', '/en/rules/general/#rule-3-38'],
    ['4.20', '/en/rules/eight-ball/#rule-4-20'],
    ['5.6', '/en/rules/nine-ball/#rule-5-6'],
    ['6.7.3', '/en/rules/straight-pool/#rule-6-7-3'],
    ['1.16.2', '/en/rules/tournament/#rule-1-16-2'],
    ['2.21', '/en/rules/referee/#rule-2-21'],
    ['7.1', '/en/rules/wheelchair/#rule-7-1'],
    ['six-ball/8.4', '/en/rules/six-ball/#rule-8-4'],
    ['wpa-6.10', '/en/rules/current/general/#wpa-6-10'],
    ['wpa-4.10', '/en/rules/current/straight-pool/#wpa-4-10'],
  ])('%s -> %s', (id, href) => {
    expect(ruleHref('en', id)).toBe(href);
  });
  test('Russian pages, and ids that are not rules', () => {
    expect(ruleHref('ru', '3.38')).toBe('/ru/rules/general/#rule-3-38');
    expect(ruleHref('en', 'snooker/1')).toBeNull();
    expect(ruleHref('en', '9.1')).toBeNull();
    expect(ruleHref('en', '3.x"><script>')).toBeNull();
  });
});

describe('the referee rules on a simulated shot', () => {
  const spec = standardTable('9ft');
  const layout = [
    { ball: 'cue' as const, at: [0.7, 0.635] as const },
    { ball: 1 as const, at: [2.0, 0.3] as const },
    { ball: 2 as const, at: [1.5, 0.635] as const },
  ];
  test('nine-ball: hitting the 2 before the 1 is a foul with ball in hand, citing the rules', async () => {
    const out = playShot(spec, layout, { heading: 0, speed: 2, side: 0, height: 0 });
    if (!out.ok) throw new Error(out.message);
    const r = await ruleOnShot({ game: 'nine-ball', situation: { shooter: 'A' } }, layout, out.replay.events);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.ruling.foul).toBe(true);
    expect(r.ruling.fouls).toContain('wrong-ball-first');
    expect(r.ruling.next).toBe('B');
    expect(r.ruling.cueBall).toBe('in-hand');
    expect(r.ruling.rules.length).toBeGreaterThan(0);
    expect(r.explain).toMatch(/^The cue ball first touched the 2/);
  });
  test('a non-ball foul added by hand is a foul', async () => {
    const out = playShot(spec, layout, { heading: -15.5 + 360, speed: 3, side: 0, height: 0 });
    if (!out.ok) throw new Error(out.message);
    const r = await ruleOnShot(
      { game: 'nine-ball', situation: { shooter: 'B', nonBall: ['double-hit'] } },
      layout,
      out.replay.events,
    );
    expect(r.ok && r.ruling.fouls).toContain('double-hit');
  });
  test('a WPA game is ruled under either edition; the table lists what differs', async () => {
    const straight = [
      { ball: 'cue' as const, at: [0.7, 0.635] as const },
      { ball: 1 as const, at: [1.5, 0.635] as const },
    ];
    const out = playShot(spec, straight, { heading: 0, speed: 2, side: 0, height: 0 });
    if (!out.ok) throw new Error(out.message);
    const x = { game: 'nine-ball' as const, situation: { shooter: 'A' as const, nonBall: ['miscue-jump' as const] } };
    const old = await ruleOnShot(x, straight, out.replay.events);
    const now = await ruleOnShot(x, straight, out.replay.events, 'en', 'wpa-current');
    if (!old.ok || !now.ok) throw new Error('not ruled');
    expect(old.ruling.fouls).toEqual(['miscue-jump']);
    expect(now.ruling.foul).toBe(false);
    expect(now.ruling.rules).toContain('wpa-6');
    expect(differingFields(old.ruling, now.ruling)).toEqual(['verdict', 'cueBall']);
    expect(citedOnlyBy(now.ruling, old.ruling)).toContain('wpa-6');
    expect(citedOnlyBy(old.ruling, now.ruling)).toContain('3.27');
    expect(differingFields(old.ruling, old.ruling)).toEqual([]);
    expect(hasTwoEditions('nine-ball')).toBe(true);
    expect(hasTwoEditions('cowboy')).toBe(false);
    expect(hasTwoEditions('lag')).toBe(false);
  });
  test('side-pocket-one, the last game of issue 8, is now ruled', async () => {
    const r = await ruleOnShot({ game: 'side-pocket-one' }, layout, []);
    expect(r.ok).toBe(true);
    expect(r.ok && r.ruling.rules.length).toBeGreaterThan(0);
  });
  test('nine-ball: a push-out declared on a set-up position is ruled as a push-out (5.6)', async () => {
    const out = playShot(spec, layout, { heading: 90, speed: 1, side: 0, height: 0 });
    if (!out.ok) throw new Error(out.message);
    const r = await ruleOnShot(
      { game: 'nine-ball', situation: { shooter: 'A', pushOut: true } },
      layout,
      out.replay.events,
    );
    expect(r.ok && r.ruling.foul).toBe(false);
    expect(r.ok && r.ruling.options).toEqual(expect.arrayContaining(['accept', 'pass']));
    expect(r.ok && r.ruling.rules).toContain('5.6');
  });
  test('cutthroat is ruled with three players', async () => {
    const out = playShot(spec, layout, { heading: 0, speed: 2, side: 0, height: 0 });
    if (!out.ok) throw new Error(out.message);
    const r = await ruleOnShot({ game: 'cutthroat', situation: { shooter: 'A' } }, layout, out.replay.events);
    expect(r.ok).toBe(true);
  });
});

describe("the table's size reaches the referee (a shared 7-ft or 8-ft position)", () => {
  // the cue ball hits the 2 before the 1 and pockets the 9: a foul, the 9 is spotted (5.11, 3.32)
  const layout = [
    { ball: 'cue' as const, at: [0.4, 0.3] as const },
    { ball: 1 as const, at: [0.9, 0.7] as const },
    { ball: 2 as const, at: [0.6, 0.3] as const },
    { ball: 9 as const, at: [0.8, 0.3] as const },
  ];
  const events = [
    { type: 'hit', ball: 'cue', target: 2, t: 0.1 },
    { type: 'hit', ball: 2, target: 9, t: 0.2 },
    { type: 'pocket', ball: 9, pocket: 'foot-right', t: 0.9 },
  ] as never;
  test.each([
    ['7ft', [1.4859, 0.4953]],
    ['8ft', [1.7526, 0.5842]],
    ['9ft', [1.905, 0.635]],
  ] as const)('%s: the 9 goes to that foot spot', async (table, at) => {
    const r = await ruleOnShot({ game: 'nine-ball', situation: { shooter: 'A' }, table }, layout, events);
    expect(r.ok && r.ruling.spotted).toEqual([9]);
    const placed = r.ok ? (r.ruling.placed?.['9'] as [number, number]) : [0, 0];
    expect(placed[0]).toBeCloseTo(at[0], 6);
    expect(placed[1]).toBeCloseTo(at[1], 6);
  });
  test('the cue ball in hand behind the 7-ft head string: x = 0.6 m is beyond it (3.10), not beyond the 9-ft one', async () => {
    const inHand = [{ ball: 'cue' as const, at: [0.6, 0.55] as const }, ...layout.slice(1)];
    const shot = [
      { type: 'hit', ball: 'cue', target: 1, t: 0.1 },
      { type: 'rail', ball: 1, t: 0.5 },
    ] as never;
    const situation = { shooter: 'A' as const, cueBall: 'in-hand-kitchen' as const };
    const seven = await ruleOnShot({ game: 'nine-ball', situation, table: '7ft' }, inHand, shot);
    const nine = await ruleOnShot({ game: 'nine-ball', situation, table: '9ft' }, inHand, shot);
    expect(seven.ok && seven.ruling.fouls).toContain('bad-cue-ball-position');
    expect(nine.ok && nine.ruling.fouls).not.toContain('bad-cue-ball-position');
  });
});
