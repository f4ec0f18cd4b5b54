import { describe, expect, test } from 'vitest';
import { standardTable } from '../core/table/index.ts';
import { playShot } from '../ui/table/replay.ts';
import { ruleHref, ruleOnShot } from './ruling.ts';

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
    expect(r.ruling.explain.ru).toMatch(/[а-я]/);
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
