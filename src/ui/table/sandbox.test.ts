import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { make, parse } from '../../core/notation/index.ts';
import { sandboxMachine, scenarioOf, shownLayout } from './sandbox.ts';

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
    a.send({ type: 'ball.nudge', ball: 'cue', key: 'ArrowUp', coarse: false });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.7, 0.636]);
    a.send({ type: 'history.undo' });
    expect(a.getSnapshot().context.history.present[0]?.at).toEqual([0.7, 0.635]);
    a.send({ type: 'shot.fire' });
    expect(a.getSnapshot().matches({ replay: 'playing' })).toBe(true);
    a.send({ type: 'ball.nudge', ball: 'cue', key: 'ArrowUp', coarse: false });
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
  test('what the sandbox shows makes a link that reads back the same', () => {
    const a = start();
    a.send({ type: 'aim.toward', at: [1.5, 1.0] });
    a.send({ type: 'layout.rack', game: 'eight-ball' });
    const x = scenarioOf(a.getSnapshot().context);
    expect(x.balls.length).toBe(16);
    expect(parse(make(x))).toEqual({ ok: true, value: x });
  });
});
