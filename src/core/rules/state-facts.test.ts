import { describe, expect, test } from 'vitest';
import { announce, call, ev, game, shot } from './build.ts';
import type { RefereeDoc } from './common/types.ts';
import { Referee } from './referee.ts';
import { type StateFacts, stateFacts } from './state-facts.ts';

/** The facts after every step of a log. */
function factsOf(doc: RefereeDoc): StateFacts[] {
  const ref = new Referee(doc);
  const out = [stateFacts(ref.snapshot)];
  doc.steps.forEach((s, i) => {
    ref.step(s, i);
    out.push(stateFacts(ref.snapshot));
  });
  ref.stop();
  return out;
}

describe('state facts for the table panel', () => {
  test('eight-ball: the break, an open table, groups set after a called ball, then a concession', () => {
    const [opening, afterBreak, afterCall, over] = factsOf(
      game('eight-ball', [
        shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)], { break: true }),
        shot('B', [ev.hit(3), ev.pocket(3, 'foot-left')], { call: call(3, 'foot-left') }),
        announce('A', 'concede'),
      ]),
    );
    expect(opening).toMatchObject({
      state: 'breakShot',
      shooter: 'A',
      breakDue: true,
      groups: 'open',
      cueBall: 'in-hand-kitchen',
      placing: 'kitchen',
      choice: null,
      result: null,
      ballOn: null,
      pushOutAvailable: false,
    });
    expect(afterBreak).toMatchObject({
      state: 'openTable',
      shooter: 'B',
      breakDue: false,
      groups: 'open',
      placing: null,
    });
    expect(afterCall).toMatchObject({ state: 'groupsChosen', shooter: 'B', groups: { A: 'stripes', B: 'solids' } });
    expect(over).toMatchObject({ state: 'gameOver', shooter: null, result: { winner: 'B', reason: 'concession' } });
    expect(over?.sides.map((s) => s.score)).toEqual([null, null]);
  });

  test('eight-ball: the 8 on the break offers the breaker a choice', () => {
    const [, facts] = factsOf(
      game('eight-ball', [
        shot('A', [ev.hit(1), ev.pocket(8, 'foot-left'), ev.pocket(11, 'side-right')], { break: true }),
      ]),
    );
    expect(facts?.state).toBe('awaitingChoice');
    expect(facts?.shooter).toBeNull();
    expect(facts?.placing).toBeNull();
    expect(facts?.choice).toMatchObject({ chooser: 'A', offender: 'A', candidates: null });
    expect(facts?.choice?.options.length).toBeGreaterThan(1);
  });

  test('nine-ball: the ball on, the push out after the break, ball in hand after a foul', () => {
    const [, afterBreak, afterFoul] = factsOf(
      game('nine-ball', [
        shot('A', [ev.hit(1), ev.pocket(2, 'foot-left'), ev.rail(3), ev.rail(4)], { break: true }),
        shot('A', [ev.hit(5), ev.rail(5)]),
      ]),
    );
    expect(afterBreak).toMatchObject({ state: 'pushOutAvailable', shooter: 'A', ballOn: 1, pushOutAvailable: true });
    expect(afterFoul).toMatchObject({
      state: 'ballInHand',
      shooter: 'B',
      ballOn: 1,
      pushOutAvailable: false,
      cueBall: 'in-hand',
      placing: 'anywhere',
    });
    expect(afterFoul?.sides).toEqual([
      { side: 'A', score: null, foulsInRow: 1, warned: false },
      { side: 'B', score: null, foulsInRow: 0, warned: false },
    ]);
  });

  test('14.1: scores, fouls in a row and the warning', () => {
    const foul = shot('A', [ev.hit(1)], { call: { kind: 'safety' } });
    const facts = factsOf(
      game('straight-pool', [foul, shot('B', [ev.hit(2), ev.rail(2)], { call: { kind: 'safety' } }), foul], {
        setup: { onTable: [1, 2, 3, 4, 5], shooter: 'A' },
        options: { target: 50 },
      }),
    );
    const last = facts.at(-1);
    expect(last?.state).toBe('inPlay');
    expect(last?.groups).toBeNull();
    expect(last?.ballOn).toBeNull();
    expect(last?.sides.find((s) => s.side === 'A')).toMatchObject({ score: -2, foulsInRow: 2 });
    expect(last?.sides.find((s) => s.side === 'B')).toMatchObject({ score: 0, foulsInRow: 0 });
  });
});
