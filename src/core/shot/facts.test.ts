import { describe, expect, test } from 'vitest';
import { ev } from '../rules/build.ts';
import { summarizeShot } from './facts.ts';
import { findImpossibleEvent } from './validate.ts';

describe('summarizeShot: event log -> ShotFacts', () => {
  test('first contact is the first object ball the cue ball touches', () => {
    const f = summarizeShot([ev.rail('cue', 'head'), ev.hit(5), ev.hit(3), ev.hit(7, 5)]);
    expect(f.firstContact).toBe(5);
  });
  test('a contact reported with the object ball as the mover still counts for the cue ball', () => {
    expect(summarizeShot([ev.hit('cue', 4)]).firstContact).toBe(4);
  });
  test('rails are split into before and after the first contact', () => {
    const f = summarizeShot([ev.rail('cue'), ev.hit(2)]);
    expect(f.railAfterContact).toBe(false);
    expect(summarizeShot([ev.hit(2), ev.rail('cue')]).cueToRailAfterContact).toBe(true);
  });
  test('distinct object balls to a cushion are counted once each', () => {
    expect(summarizeShot([ev.hit(1), ev.rail(2), ev.rail(2), ev.rail(3)]).objectBallsToRail).toBe(2);
  });
  test('pocketed balls keep their order and pockets; the cue ball is separate', () => {
    const f = summarizeShot([ev.hit(1), ev.pocket(4, 'side-left'), ev.pocket('cue', 'foot-left'), ev.pocket(2)]);
    expect(f.pocketed).toEqual([4, 2]);
    expect(f.pocketOf.get(4)).toBe('side-left');
    expect(f.cuePocketed).toBe(true);
    expect(f.cuePocket).toBe('foot-left');
  });
  test('off-table balls, split hits, crossings, non-ball fouls, settling, interference', () => {
    const f = summarizeShot([
      ev.cross(),
      ev.split([3, 5]),
      ev.off(5),
      ev.off('cue'),
      ev.foul('double-hit', { intentional: true }),
      ev.settle(7, 'foot-left'),
      ev.interference(),
    ]);
    expect(f.splitTargets).toEqual([3, 5]);
    expect(f.firstContact).toBeNull();
    expect(f.crossingsBeforeContact).toBe(1);
    expect(f.offTable).toEqual([5]);
    expect(f.cueOffTable).toBe(true);
    expect(f.nonBallFouls).toEqual([{ kind: 'double-hit', ball: undefined, intentional: true }]);
    expect(f.settledIntoPocket).toEqual([7]);
    expect(f.interference).toBe(true);
  });
  test('a rail after the ball hit another ball is marked (3.38)', () => {
    const f = summarizeShot([ev.hit(4), ev.hit(9, 4), ev.rail(4, 'right-foot')]);
    expect(f.rails[0]).toMatchObject({ ball: 4, hitOtherBefore: true, afterContact: true });
  });
  test('touching an already pocketed ball (3.20)', () => {
    expect(summarizeShot([ev.hitPocketed(6)]).cueHitPocketedBall).toBe(true);
  });
});

describe('findImpossibleEvent', () => {
  const u = { game: 'nine-ball', exists: (b: number) => b >= 1 && b <= 9, onTable: (b: number) => b !== 4 };
  test.each([
    [[ev.hit(16 as never)], '[0].target', 'ball 16 does not exist in nine-ball'],
    [[ev.hit(12)], '[0].target', 'ball 12 does not exist in nine-ball'],
    [[ev.hit(4)], '[0].target', 'ball 4 is not on the table'],
    [[ev.pocket(3), ev.rail(3)], '[1].ball', 'ball 3 has already left the table in this shot'],
    [[ev.pocket('cue'), ev.hit(3)], '[1].ball', 'the cue ball has already left the table in this shot'],
    [[ev.hit(3, 3)], '[0].target', 'a ball cannot hit itself'],
    [[ev.hitPocketed(3)], '[0].target', 'ball 3 is on the table, not in a pocket'],
  ])('%j is impossible', (events, field, message) => {
    expect(findImpossibleEvent(events, u)).toEqual({ field, message });
  });
  test('a possible log passes; touching a pocketed ball is possible', () => {
    expect(findImpossibleEvent([ev.hit(1), ev.pocket(1), ev.hitPocketed(1), ev.hitPocketed(4)], u)).toBeNull();
  });
});
