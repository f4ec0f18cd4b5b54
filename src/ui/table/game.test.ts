import { describe, expect, test } from 'vitest';
import { runLog } from '../../core/rules/driver.ts';
import type { SupportedGame } from '../../core/rules/entry.ts';
import { loadGame } from '../../core/rules/lazy.ts';
import { standardTable } from '../../core/table/index.ts';
import type { GameId } from '../../core/vocabulary/index.ts';
import { headingToward } from './aim.ts';
import type { AddedFact, Declarations, GameStep, ShotStep, TableGame } from './game.ts';
import { addedEvents, between, declarationsOf, newGame, situationAfter, withStep } from './game.ts';
import { runGame } from './game-run.ts';
import type { Layout } from './placement.ts';
import { rackLayout } from './rack.ts';

const spec = standardTable('9ft');
const L = spec.length;
const W = spec.width;
const entryOf = async (game: GameId): Promise<SupportedGame> => {
  const e = await loadGame(game);
  if (!e) throw new Error(`no referee for ${game}`);
  return e;
};
const ENTRY = {
  'nine-ball': await entryOf('nine-ball'),
  'eight-ball': await entryOf('eight-ball'),
  'straight-pool': await entryOf('straight-pool'),
};
const shot = (heading: number, speed: number, declare: Declarations = {}, added: AddedFact[] = []): ShotStep => ({
  kind: 'shot',
  shot: { heading, speed, side: 0, height: 0 },
  declare,
  added,
});
const play = (g: TableGame, ...steps: GameStep[]): TableGame => steps.reduce((x, s) => withStep(x, s), g);
const FOOT: AddedFact[] = [{ kind: 'foul', foul: 'no-foot-on-floor' }];
const soft = (added: AddedFact[] = []) => shot(90, 0.3, {}, added);

describe('a nine-ball game played on from the break', () => {
  const entry = ENTRY['nine-ball'];
  const balls = rackLayout('nine-ball', spec);
  const cue = balls[0]?.at ?? [0, 0];
  const one = balls.find((b) => b.ball === 1)?.at ?? [0, 0];
  const start = newGame('9ft', 'nine-ball', balls, { shooter: 'A', cueBall: 'in-hand-kitchen', break: true });
  const broken = play(start, shot(headingToward(cue, one), 6, { break: true }));

  test('the break is legal and a push out may follow; the game goes on from where the balls stopped', () => {
    const run = runGame(broken, entry);
    expect(run.error).toBeNull();
    const o = run.outcomes[0];
    expect(o?.ruling.foul).toBe(false);
    expect(run.facts).toMatchObject({ shooter: 'A', pushOutAvailable: true, ballOn: 1 });
    expect(o?.after).toEqual(o?.rest);
    expect(run.layout).toBe(o?.after);
    // the next shot starts where the balls stopped
    const next = runGame(play(broken, shot(90, 0.3, { pushOut: true })), entry);
    expect(next.outcomes[1]?.before).toEqual(o?.after);
  });

  test('push out, pass, then three fouls in a row with the warning lose the game', () => {
    const pushed = play(broken, shot(90, 0.3, { pushOut: true }));
    const afterPush = runGame(pushed, entry);
    expect(afterPush.facts.choice).toMatchObject({ chooser: 'B', about: 'push-out', options: ['accept', 'pass'] });
    const passed = play(pushed, { kind: 'choose', by: 'B', option: 'pass' });
    expect(runGame(passed, entry).facts.shooter).toBe('A');
    const fouls = play(passed, soft(FOOT), soft(FOOT), soft(FOOT));
    const twice = runGame(fouls, entry);
    expect(twice.outcomes[5]?.ruling.warnings).toContain('two-consecutive-fouls');
    expect(twice.facts.sides.find((s) => s.side === 'A')).toMatchObject({ foulsInRow: 2, warned: false });
    const warned = play(fouls, { kind: 'announce', by: 'referee', what: 'warning' });
    expect(runGame(warned, entry).facts.sides.find((s) => s.side === 'A')?.warned).toBe(true);
    const lost = runGame(play(warned, soft(FOOT), soft(FOOT)), entry);
    expect(lost.error).toBeNull();
    expect(lost.facts.result).toMatchObject({ winner: 'B', loser: 'A', reason: 'three-consecutive-fouls' });
    // the driver ruled the whole log: the same log ruled at once gives the same rulings
    expect(runLog(lost.doc, entry).rulings).toEqual(lost.outcomes.map((o) => o.ruling));
    // and nothing can be played once the game is over
    const over = runGame(play(warned, soft(FOOT), soft(FOOT), soft()), entry);
    expect(over.error).toMatchObject({ step: 9, reason: 'steps[9]: the game is over' });
    expect(over.outcomes).toHaveLength(9);
  });

  test('a foul gives the cue ball in hand anywhere; the placed cue ball is where the shot starts', () => {
    const fouled = runGame(play(broken, soft(FOOT)), entry);
    expect(fouled.facts).toMatchObject({ shooter: 'B', placing: 'anywhere' });
    const at = [0.5, 0.3] as const;
    const placed: GameStep = { ...shot(0, 1), cueAt: at };
    const run = runGame(play(broken, soft(FOOT), placed), entry);
    expect(run.outcomes[2]?.before.find((b) => b.ball === 'cue')?.at).toEqual(at);
    const logged = run.doc.steps[2];
    expect(logged?.kind === 'shot' && logged.shot.cueBallAt).toEqual(at);
  });

  test('a cue ball placed on a ball is refused with the step and the field', () => {
    const taken = runGame(play(broken, soft(FOOT)), entry).layout.find((b) => b.ball !== 'cue')?.at ?? one;
    const bad: GameStep = { ...shot(0, 1), cueAt: taken };
    const run = runGame(play(broken, soft(FOOT), bad), entry);
    expect(run.error?.step).toBe(2);
    expect(run.error?.reason).toMatch(/steps\[2\]\.cueAt/);
  });

  test('replays are computed once per step', () => {
    const replays: Parameters<typeof runGame>[2] = new WeakMap();
    const a = runGame(broken, entry, replays);
    const b = runGame(play(broken, soft()), entry, replays);
    expect(b.outcomes[0]?.replay).toBe(a.outcomes[0]?.replay);
  });
});

describe('eight-ball: the 8 on the break, then a re-rack', () => {
  const entry = ENTRY['eight-ball'];
  const balls: Layout = [
    { ball: 'cue', at: [L - 0.5, W - 0.5] },
    { ball: 8, at: [L - 0.2, W - 0.2] },
    { ball: 1, at: [1, 0.3] },
    { ball: 9, at: [1.2, 0.3] },
  ];
  const g = play(newGame('9ft', 'eight-ball', balls, { shooter: 'A' }), shot(45, 2, { break: true }));
  test('the choice is offered, and re-racking sets up a fresh rack with the cue ball in the kitchen', () => {
    const run = runGame(g, entry);
    expect(run.facts.choice).toMatchObject({
      chooser: 'B',
      about: 'eight-on-break',
      options: ['spot-eight', 'rerack'],
    });
    const re = runGame(play(g, { kind: 'choose', by: 'B', option: 'rerack' }), entry);
    expect(re.error).toBeNull();
    expect(re.outcomes[1]?.ruling.rerack).toBe(true);
    const expected = rackLayout('eight-ball', spec).filter((b) => b.ball !== 'cue');
    for (const b of expected) expect(re.layout.find((x) => x.ball === b.ball)?.at).toEqual(b.at);
    expect(re.layout.find((b) => b.ball === 'cue')?.at[0]).toBeLessThan(L / 4);
    expect(re.facts.breakDue).toBe(true);
  });
  test('spotting the 8 puts it back on the foot spot', () => {
    const run = runGame(play(g, { kind: 'choose', by: 'B', option: 'spot-eight' }), entry);
    expect(run.error).toBeNull();
    const eight = run.layout.find((b) => b.ball === 8)?.at ?? [0, 0];
    expect(eight[1]).toBeCloseTo(W / 2, 3);
  });
});

describe('14.1: a ball off the table is spotted and the point is lost', () => {
  const entry = ENTRY['straight-pool'];
  const balls: Layout = [
    { ball: 'cue', at: [0.5, 0.6] },
    { ball: 3, at: [1.5, 0.6] },
    { ball: 5, at: [1.2, 0.3] },
  ];
  const g = play(
    newGame('9ft', 'straight-pool', balls, { shooter: 'A' }),
    shot(0, 1.5, { call: { ball: 3, pocket: 'foot-left' } }, [{ kind: 'off-table', ball: 3 }]),
  );
  test('the 3 is spotted on the long string, the score is -1', () => {
    const run = runGame(g, entry);
    const o = run.outcomes[0];
    expect(o?.ruling.spotted).toEqual([3]);
    expect(o?.rest.some((b) => b.ball === 3)).toBe(false);
    expect(o?.after.find((b) => b.ball === 3)?.at).toEqual([(3 * L) / 4, W / 2]);
    expect(run.facts.sides.map((s) => s.score)).toEqual([-1, 0]);
    expect(o?.events).toContainEqual({ type: 'off-table', ball: 3 });
  });
});

describe('added facts and declarations', () => {
  test('in the referee vocabulary: interference is a foul by the other player', () => {
    expect(
      addedEvents(
        [
          { kind: 'off-table', ball: 4 },
          { kind: 'foul', foul: 'double-hit' },
          { kind: 'interference', foul: 'touched-ball' },
        ],
        'B',
      ),
    ).toEqual([
      { type: 'off-table', ball: 4 },
      { type: 'foul', kind: 'double-hit' },
      { type: 'foul', kind: 'touched-ball', by: 'B' },
    ]);
  });
  test('an interference voids the stroke: the balls are put back', () => {
    const entry = ENTRY['nine-ball'];
    const balls: Layout = [
      { ball: 'cue', at: [0.5, 0.6] },
      { ball: 1, at: [1.5, 0.6] },
    ];
    const run = runGame(
      play(
        newGame('9ft', 'nine-ball', balls, { shooter: 'A' }),
        shot(0, 2, {}, [{ kind: 'interference', foul: 'touched-ball' }]),
      ),
      entry,
    );
    expect(run.error).toBeNull();
    expect(run.outcomes[0]?.ruling.restore).toBe(true);
    expect(run.layout).toEqual(balls);
  });
  test('the situation panel fields become the declarations', () => {
    expect(declarationsOf({ shooter: 'B', break: true, safety: true, frozen: [3], fouls: { A: 1, B: 0 } })).toEqual({
      break: true,
      safety: true,
      frozen: [3],
    });
  });
});

describe('between positions', () => {
  test('balls glide from where they stopped to where the ruling put them; a ball new to the table is there at once', () => {
    const from: Layout = [{ ball: 3, at: [1, 0.2] }];
    const to: Layout = [
      { ball: 3, at: [2, 0.6] },
      { ball: 5, at: [1.9, 0.635] },
    ];
    expect(between(from, to, 0.5)).toEqual([
      { ball: 3, at: [1.5, 0.4] },
      { ball: 5, at: [1.9, 0.635] },
    ]);
    expect(between(from, to, 1)).toEqual(to);
  });
  test('the next shot’s situation is read from the game’s state', () => {
    const run = runGame(
      play(
        newGame('9ft', 'nine-ball', rackLayout('nine-ball', spec), { shooter: 'A', cueBall: 'in-hand-kitchen' }),
        soft(FOOT),
      ),
      ENTRY['nine-ball'],
    );
    expect(situationAfter(run.facts)).toEqual({ shooter: 'B', cueBall: 'in-hand', fouls: { A: 1, B: 0 } });
  });
});
