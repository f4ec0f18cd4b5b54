import { describe, expect, test } from 'vitest';
import type { SupportedGame } from '../../core/rules/entry.ts';
import { loadGame } from '../../core/rules/lazy.ts';
import { standardTable } from '../../core/table/index.ts';
import { en } from '../../i18n/table/en.ts';
import type { TableGame } from './game.ts';
import { newGame, START_STEP, withStep } from './game.ts';
import { runGame, type StepOutcome } from './game-run.ts';
import type { Layout } from './placement.ts';
import { rackLayout } from './rack.ts';
import { contextFrom } from './sandbox.ts';
import {
  addressText,
  frozenBalls,
  glideOf,
  keyEvent,
  kitchenView,
  linkScenario,
  messageText,
  positionOf,
  sharedRecord,
  shownRulings,
  shownStepOf,
  stepOfHash,
  tableRecord,
  trayOf,
  twoEditions,
} from './sandbox-view.ts';

const spec = standardTable('9ft');
const L = spec.length;
const W = spec.width;
const R = 0.028575;
const rack = rackLayout('nine-ball', spec);
const soft = { kind: 'shot' as const, shot: { heading: 90, speed: 0.3, side: 0, height: 0 }, declare: {}, added: [] };
const key = (
  k: string,
  mods: Partial<{ altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {},
) => ({
  key: k,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('the machine messages in words', () => {
  test('each kind reads its own sentence, naming the ball', () => {
    expect(messageText(en, { kind: 'refused', ball: 3, why: { kind: 'overlap', other: 5 } })).toBe(
      en.refusedOverlap(3, 5),
    );
    expect(messageText(en, { kind: 'refused', ball: 3, why: { kind: 'off-table' } })).toBe(en.refusedOff(3));
    expect(messageText(en, { kind: 'no-room', ball: 9 })).toBe(en.noRoom(9));
    expect(messageText(en, { kind: 'miscue' })).toBe(en.miscue);
    expect(messageText(en, { kind: 'no-cue' })).toBe(en.noCue);
    expect(messageText(en, { kind: 'cannot-shoot', detail: 'shot.speed: too fast' })).toContain('shot.speed: too fast');
    expect(messageText(en, { kind: 'in-game', ball: 'cue' })).toBe(en.inGame('cue'));
  });
});

describe('the game as it stands', () => {
  const base = {
    record: null,
    game: 'nine-ball' as const,
    table: '9ft' as const,
    present: rack,
    situation: { shooter: 'B' as const, break: true as const, cueBall: 'in-hand-kitchen' as const },
    state: null,
  };
  test('before a step: a new game from the position set up (its declarations left out)', () => {
    const g = tableRecord(base);
    expect(g?.start.balls).toBe(rack);
    expect(g?.start.situation).toEqual({ shooter: 'B', cueBall: 'in-hand-kitchen' });
    expect(g?.steps).toEqual([]);
  });
  test('no game, or the lag: nothing is played', () => {
    expect(tableRecord({ ...base, game: null })).toBeNull();
    expect(tableRecord({ ...base, game: 'lag' })).toBeNull();
  });
  test('once a step is played: the record itself', () => {
    const record = withStep(newGame('9ft', 'nine-ball', rack, { shooter: 'A' }), soft);
    expect(tableRecord({ ...base, record })).toBe(record);
  });
});

describe('the step whose ruling is shown', () => {
  const two = withStep(withStep(newGame('9ft', 'nine-ball', rack, { shooter: 'A' }), soft), soft);
  test('the last one played, the one viewed, none at the start or before any step', () => {
    expect(shownStepOf({ viewing: null, record: two })).toBe(1);
    expect(shownStepOf({ viewing: 0, record: two })).toBe(0);
    expect(shownStepOf({ viewing: START_STEP, record: two })).toBeNull();
    expect(shownStepOf({ viewing: null, record: null })).toBeNull();
  });
});

describe('the rulings under two editions', () => {
  test('a game with one edition shows the 1999 ruling, with nothing to compare', () => {
    const x = shownRulings({ 'wpa-1999': 'a', 'wpa-current': null }, 'wpa-current');
    expect(x).toEqual({ twoEditions: false, shown: 'wpa-1999', ruling: 'a', other: null });
  });
  test('a WPA game shows the edition chosen and compares the other', () => {
    expect(shownRulings({ 'wpa-1999': 'a', 'wpa-current': 'b' }, 'wpa-current')).toEqual({
      twoEditions: true,
      shown: 'wpa-current',
      ruling: 'b',
      other: 'a',
    });
    expect(shownRulings({ 'wpa-1999': 'a', 'wpa-current': 'b' }, 'wpa-1999').other).toBe('b');
  });
  test('no rulings yet: none shown', () => {
    expect(shownRulings(null, 'wpa-1999').ruling).toBeNull();
  });
});

describe('the balls of the set-up', () => {
  test('frozen balls: object balls touching a cushion, never the cue ball', () => {
    const layout: Layout = [
      { ball: 'cue', at: [R, W / 2] },
      { ball: 3, at: [L - R, W / 2] },
      { ball: 5, at: [L / 2, W / 2] },
    ];
    expect(frozenBalls(spec, layout)).toEqual([3]);
  });
  test('the tray: the balls not on the table, the cue ball first', () => {
    const tray = trayOf([{ ball: 1, at: [1, 0.5] }]);
    expect(tray[0]).toBe('cue');
    expect(tray).not.toContain(1);
    expect(tray).toHaveLength(15);
    expect(trayOf([])).toHaveLength(16);
  });
});

describe('the kitchen with the cue ball in hand (WPA 3.10, 2.21)', () => {
  const c = { game: 'nine-ball' as const, situation: { shooter: 'A' as const, cueBall: 'in-hand-kitchen' as const } };
  const cueAt = (x: number): Layout => [{ ball: 'cue', at: [x, W / 2] }];
  test('inside the head string: in; beyond it: out', () => {
    expect(kitchenView(spec, c, true, cueAt(0.3), cueAt(0.3))).toMatchObject({ inHand: true, placement: 'in' });
    expect(kitchenView(spec, c, true, cueAt(0.3), cueAt(L / 2)).placement).toBe('out');
  });
  test('not drawn while a shot is replayed, without a game, or with the cue ball in place', () => {
    expect(kitchenView(spec, c, false, cueAt(0.3), cueAt(0.3)).inHand).toBe(false);
    expect(kitchenView(spec, { ...c, game: null }, true, cueAt(0.3), cueAt(0.3)).inHand).toBe(false);
    expect(kitchenView(spec, { ...c, situation: { shooter: 'A' } }, true, cueAt(0.3), cueAt(0.3)).placement).toBeNull();
    expect(kitchenView(spec, c, true, [], []).inHand).toBe(false);
  });
});

describe('links', () => {
  const x = { table: '9ft' as const, balls: [], steps: [soft] };
  test('a game under way names its edition, unless it is the default', () => {
    expect(linkScenario(x, 'wpa-current').edition).toBe('wpa-current');
    expect(linkScenario(x, 'wpa-1999').edition).toBeUndefined();
    expect(linkScenario({ table: '9ft', balls: [] }, 'wpa-current').edition).toBeUndefined();
  });
  test('a shared game becomes a record under its edition; a link without steps does not', () => {
    const g = sharedRecord({ ...x, game: 'nine-ball', balls: [['cue', [0.3, 0.6]]], edition: 'wpa-current' });
    expect(g?.edition).toBe('wpa-current');
    expect(g?.start).toEqual({ balls: [{ ball: 'cue', at: [0.3, 0.6] }], situation: { shooter: 'A' } });
    expect(g?.steps).toEqual([soft]);
    expect(sharedRecord({ ...x, game: 'nine-ball', steps: undefined } as never)).toBeNull();
    expect(sharedRecord(x)).toBeNull();
  });
  test('#step=n opens on the n-th step; anything else on none', () => {
    expect(stepOfHash('#step=3')).toBe(3);
    expect(stepOfHash('#step=x')).toBe(0);
    expect(stepOfHash('')).toBe(0);
  });
  test('the address is read as written, an escaped ~ put back', () => {
    expect(addressText('?v1.t9%7Eb0A%7eq')).toBe('v1.t9~b0A~q');
    expect(addressText('')).toBe('');
  });
});

describe('keys on the table', () => {
  test('Enter shoots; arrows nudge by fine, coarse and ball steps; Delete takes the ball off; Ctrl+Z undoes', () => {
    expect(keyEvent(null, key('Enter'), true, 'landscape')).toEqual({ type: 'shot.fire' });
    expect(keyEvent(3, key('ArrowUp'), true, 'portrait')).toEqual({
      type: 'ball.nudge',
      ball: 3,
      key: 'ArrowUp',
      size: 'fine',
      orientation: 'portrait',
    });
    expect(keyEvent(3, key('ArrowUp', { shiftKey: true }), true, 'landscape')).toMatchObject({ size: 'coarse' });
    expect(keyEvent(3, key('ArrowUp', { altKey: true }), true, 'landscape')).toMatchObject({ size: 'ball' });
    expect(keyEvent(3, key('Delete'), true, 'landscape')).toEqual({ type: 'ball.remove', ball: 3 });
    expect(keyEvent(3, key('z', { ctrlKey: true }), true, 'landscape')).toEqual({ type: 'history.undo' });
    expect(keyEvent(3, key('Z', { metaKey: true, shiftKey: true }), true, 'landscape')).toEqual({
      type: 'history.redo',
    });
  });
  test('nothing moves during a replay, without a ball, or for other keys', () => {
    expect(keyEvent(3, key('Enter'), false, 'landscape')).toBeNull();
    expect(keyEvent(null, key('ArrowUp'), true, 'landscape')).toBeNull();
    expect(keyEvent(3, key('z'), true, 'landscape')).toBeNull();
    expect(keyEvent(3, key('a'), true, 'landscape')).toBeNull();
  });
});

const entry = (await loadGame('nine-ball')) as SupportedGame;

describe('a game run read back', () => {
  const start = newGame('9ft', 'nine-ball', rack, { shooter: 'A', cueBall: 'in-hand-kitchen' });
  test('before a step, the position is the start; after one, where the referee left the balls', () => {
    expect(positionOf(runGame(start, entry), start)).toEqual({ layout: rack, situation: start.start.situation });
    const g: TableGame = withStep(
      newGame(
        '9ft',
        'nine-ball',
        contextFrom({
          table: '9ft',
          balls: [
            ['cue', [0.6, 0.6]],
            [1, [2, 0.6]],
          ],
        }).history.present,
        {
          shooter: 'A',
        },
      ),
      soft,
    );
    const r = runGame(g, entry);
    const at = positionOf(r, g);
    expect(at.layout).toBe(r.layout);
    expect(at.situation.shooter).toBe(r.facts.shooter ?? r.facts.choice?.chooser);
  });
  test('a glide runs from where the balls stopped to where the ruling put them', () => {
    const a: Layout = [{ ball: 9, at: [1, 0.5] }];
    const b: Layout = [{ ball: 9, at: [1.9, 0.63] }];
    const o = (before: Layout, rest: Layout, after: Layout) => ({ before, rest, after }) as unknown as StepOutcome;
    expect(glideOf(o(a, a, b), false)).toEqual({ from: a, to: b });
    expect(glideOf(o(a, b, b), false)).toBeNull();
    expect(glideOf(o(a, b, b), true)).toEqual({ from: a, to: b });
    expect(glideOf(o(a, a, a), true)).toBeNull();
    expect(glideOf(undefined, true)).toBeNull();
  });
});

describe('the games ruled under two editions', () => {
  test('the WPA games are; the lag and no game are not', () => {
    expect(twoEditions('nine-ball')).toBe(true);
    expect(twoEditions('lag')).toBe(false);
    expect(twoEditions(null)).toBe(false);
  });
});
