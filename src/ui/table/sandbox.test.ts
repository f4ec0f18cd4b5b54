import { beforeAll, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { make, parse } from '../../core/notation/index.ts';
import { predictAim } from './aim.ts';
import { loadPhysics } from './physics.ts';
import { sandboxMachine, scenarioOf, shownLayout } from './sandbox.ts';

// the engine loads with the first shot (physics.test.ts); here it is loaded before, so shots play at once
beforeAll(() => loadPhysics());

const start = () =>
  createActor(sandboxMachine, {
    input: {
      table: '9ft',
      balls: [
        ['cue', [0.7, 0.635]],
        [3, [1.5, 0.635]],
      ],
      game: 'nine-ball',
      situation: { shooter: 'A' },
    },
  }).start();

describe('the sandbox view machine', () => {
  test('edit, shoot, replay, step, reset', () => {
    const a = start();
    a.send({ type: 'ball.nudge', ball: 'cue', key: 'ArrowUp', size: 'fine' });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.7, 0.636]);
    a.send({ type: 'history.undo' });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.7, 0.635]);
    a.send({ type: 'shot.fire' });
    expect(a.getSnapshot().matches({ replay: 'playing' })).toBe(true);
    a.send({ type: 'ball.nudge', ball: 'cue', key: 'ArrowUp', size: 'fine' });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.7, 0.635]);
    a.send({ type: 'replay.next' });
    const c = a.getSnapshot().context;
    expect(a.getSnapshot().matches({ replay: 'paused' })).toBe(true);
    expect(c.t).toBe(c.replay?.timeline[0]?.t);
    a.send({ type: 'replay.play' });
    a.send({ type: 'replay.tick', dt: 100 });
    expect(a.getSnapshot().matches({ replay: 'paused' })).toBe(true);
    expect(shownLayout(a.getSnapshot().context).length).toBeGreaterThan(0);
    a.send({ type: 'replay.reset' });
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(shownLayout(a.getSnapshot().context)[0]?.at).toEqual([0.7, 0.635]);
  });
  test('refusals are messages, not changes', () => {
    const a = start();
    a.send({ type: 'ball.drag', ball: 'cue', at: [1.5, 0.64] });
    a.send({ type: 'ball.drop' });
    expect(a.getSnapshot().context.message).toEqual({
      kind: 'refused',
      ball: 'cue',
      why: { kind: 'overlap', other: 3 },
    });
    expect(a.getSnapshot().context.history.past).toEqual([]);
    a.send({ type: 'shot.tip', side: 0.4, height: 0.4 });
    expect(a.getSnapshot().context.message).toEqual({ kind: 'miscue' });
    expect(a.getSnapshot().context.shot.side).toBe(0);
    a.send({ type: 'ball.remove', ball: 'cue' });
    a.send({ type: 'shot.fire' });
    expect(a.getSnapshot().context.message).toEqual({ kind: 'no-cue' });
    expect(a.getSnapshot().matches('editing')).toBe(true);
  });
  test('the aim stays on the chosen object ball when the cue ball moves', () => {
    const a = start();
    // Aim at the 3 a little off centre: a cut, the ghost ball beside the 3.
    a.send({ type: 'aim.toward', at: [1.5 - 0.057, 0.655] });
    const c0 = a.getSnapshot().context;
    expect(c0.aimAt?.ball).toBe(3);
    const ghostOf = (c: typeof c0) =>
      predictAim(c.spec, c.history.present, c.history.present[0]?.at as [number, number], c.shot.heading);
    const g0 = ghostOf(c0);
    // Move the cue ball (a drag, a tap-to-place and a keyboard step): the line still meets the 3 at the same point.
    a.send({ type: 'ball.drag', ball: 'cue', at: [0.6, 0.4] });
    a.send({ type: 'ball.drop' });
    a.send({ type: 'ball.place', ball: 'cue', at: [0.9, 0.9] });
    a.send({ type: 'ball.nudge', ball: 'cue', key: 'ArrowUp', size: 'ball' });
    const c1 = a.getSnapshot().context;
    expect(c1.history.present[0]?.at).toEqual([0.9, 0.9572]);
    expect(c1.shot.heading).not.toBe(c0.shot.heading);
    const g1 = ghostOf(c1);
    expect(g1.target).toBe(3);
    expect(g1.ghost[0]).toBeCloseTo(g0.ghost[0], 2);
    expect(g1.ghost[1]).toBeCloseTo(g0.ghost[1], 2);
    expect(g1.targetLine?.[0]).toBeCloseTo(g0.targetLine?.[0] as number, 2);
    // A typed angle is a plain angle again: moving the cue ball keeps it.
    a.send({ type: 'aim.heading', heading: 10 });
    a.send({ type: 'ball.place', ball: 'cue', at: [0.5, 0.5] });
    expect(a.getSnapshot().context.aimAt).toBeNull();
    expect(a.getSnapshot().context.shot.heading).toBe(10);
  });
  test('a tap places the selected ball where it can stand, or says why', () => {
    const a = start();
    a.send({ type: 'ball.place', ball: 'cue', at: [1.5, 0.64] });
    expect(a.getSnapshot().context.message).toMatchObject({ kind: 'refused', why: { kind: 'overlap', other: 3 } });
    a.send({ type: 'ball.place', ball: 'cue', at: [0.6352, 0.6348] });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.635, 0.635]);
    a.send({ type: 'ball.place', ball: 9, at: [1, 1] });
    expect(a.getSnapshot().context.history.present.length).toBe(2);
  });
  test('what the sandbox shows makes a link that reads back the same', () => {
    const a = start();
    a.send({ type: 'aim.toward', at: [1.5, 1.0] });
    a.send({ type: 'layout.rack', game: 'eight-ball' });
    const x = scenarioOf(a.getSnapshot().context);
    expect(x.balls.length).toBe(16);
    expect(parse(make(x))).toEqual({ ok: true, value: x });
  });
});

describe('a game played on in the sandbox', () => {
  test('a shot is the game’s next step; reset takes it back and redo puts it back', () => {
    const a = start();
    a.send({ type: 'situation.set', situation: { shooter: 'A', safety: true, nonBall: ['double-hit'] } });
    a.send({ type: 'added.set', added: [{ kind: 'off-table', ball: 3 }] });
    a.send({ type: 'shot.fire' });
    const c = a.getSnapshot().context;
    expect(c.record?.steps).toEqual([
      {
        kind: 'shot',
        shot: c.shot,
        declare: { safety: true },
        added: [
          { kind: 'foul', foul: 'double-hit' },
          { kind: 'off-table', ball: 3 },
        ],
      },
    ]);
    expect(c.record?.start.balls).toEqual(c.before);
    // the link carries the whole game (v2) and reads back the same
    const x = scenarioOf(c);
    expect(make(x)).toMatch(/^v2\./);
    expect(parse(make(x))).toEqual({ ok: true, value: x });
    a.send({ type: 'replay.reset' });
    expect(a.getSnapshot().context.record?.steps).toEqual([]);
    expect(a.getSnapshot().context.undone).toHaveLength(1);
  });
  test('the game goes on from a position; its balls stay put but the cue ball in hand may be placed', () => {
    const a = start();
    a.send({ type: 'shot.fire' });
    const layout = [
      { ball: 'cue' as const, at: [0.4, 0.4] as const },
      { ball: 3 as const, at: [2, 0.9] as const },
    ];
    a.send({ type: 'game.position', at: { layout, situation: { shooter: 'B', cueBall: 'in-hand' } } });
    const c = a.getSnapshot().context;
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(c.history.present).toEqual(layout);
    expect(c.situation).toEqual({ shooter: 'B', cueBall: 'in-hand' });
    a.send({ type: 'ball.place', ball: 3, at: [1, 1] });
    expect(a.getSnapshot().context.message).toEqual({ kind: 'in-game', ball: 3 });
    a.send({ type: 'ball.place', ball: 'cue', at: [0.5, 0.5] });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.5, 0.5]);
    a.send({ type: 'shot.fire' });
    const steps = a.getSnapshot().context.record?.steps ?? [];
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatchObject({ kind: 'shot', cueAt: [0.5, 0.5] });
  });
});
