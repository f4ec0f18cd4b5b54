import { DEFAULT_EDITION, type Edition } from '../../core/editions/overrides.ts';
import type { Vec2 } from '../../core/geometry/index.ts';
import type { AddedFact, Declarations, GameState, GameStep, Situation } from '../../core/notation/index.ts';
import type { StateFacts } from '../../core/rules/state-facts.ts';
import type { TableSize } from '../../core/table/index.ts';
import type { GameId, ShotEvent } from '../../core/vocabulary/index.ts';
import type { Layout } from './placement.ts';

/**
 * A whole game on the table as a record: the table, the game and its edition, the position it
 * starts from, and the steps played since — shots (their input only: the physics is
 * deterministic, so the events are recomputed), choices and announcements. `runGame` (game-run.ts, loaded with the game's rules) plays the
 * record through the game's referee machine, step by step, and gives each step's replay, ruling
 * and the position after it: the balls where they stopped, then moved as the ruling says
 * (restored, spotted, placed, re-racked). Facts only; the island puts them into words.
 */

export type { AddedFact, Declarations, GameStep };

export type ShotStep = Extract<GameStep, { kind: 'shot' }>;

/** The step index that shows the start position: the balls as set up, before step 1. */
export const START_STEP = -1;

export interface TableGame {
  readonly table: TableSize;
  readonly game: GameId;
  readonly edition: Edition;
  /**
   * the position set up before the first step, the situation it starts in, and the game's state
   * beyond the situation (a question's players, options, set-up, earlier steps: notation's GameState)
   */
  readonly start: { readonly balls: Layout; readonly situation: Situation; readonly state?: GameState };
  readonly steps: readonly GameStep[];
}

/** A new game from a set-up position. */
export const newGame = (
  table: TableSize,
  game: GameId,
  balls: Layout,
  situation: Situation,
  edition: Edition = DEFAULT_EDITION,
  state: GameState | null = null,
): TableGame => ({
  table,
  game,
  edition,
  start: { balls, situation: { shooter: situation.shooter, ...setupOnly(situation) }, ...(state ? { state } : {}) },
  steps: [],
});

/** The fields of a situation that describe the position, not the next shot's declarations. */
function setupOnly(s: Situation): Partial<Situation> {
  return {
    ...(s.cueBall ? { cueBall: s.cueBall } : {}),
    ...(s.groupA ? { groupA: s.groupA } : {}),
    ...(s.fouls ? { fouls: s.fouls } : {}),
  };
}

/**
 * The situation the next shot starts in, read from the game's state: the shooter (or the chooser,
 * whose first option a shot takes), the cue ball in hand, the groups, fouls in a row, a break due.
 * No declaration is carried over: each shot declares its own.
 */
export function situationAfter(f: StateFacts): Situation {
  const shooter = (f.shooter ?? f.choice?.chooser ?? 'A') as Situation['shooter'];
  const fouls = (side: string) => Math.min(2, f.sides.find((x) => x.side === side)?.foulsInRow ?? 0);
  const groups = f.groups && f.groups !== 'open' ? f.groups : null;
  const groupA = groups?.A;
  return {
    shooter,
    ...(f.breakDue ? { break: true as const } : {}),
    ...(f.placing === 'anywhere' ? { cueBall: 'in-hand' as const } : {}),
    ...(f.placing === 'kitchen' ? { cueBall: 'in-hand-kitchen' as const } : {}),
    ...(groupA ? { groupA } : {}),
    ...(fouls('A') || fouls('B') ? { fouls: { A: fouls('A'), B: fouls('B') } } : {}),
  };
}

/** The balls on their way from one position to the next (k from 0 to 1); balls new to `to` are there at once. */
export function between(from: Layout, to: Layout, k: number): Layout {
  const was = new Map(from.map((b) => [b.ball, b.at]));
  return to.map((b) => {
    const a = was.get(b.ball);
    return a ? { ball: b.ball, at: [a[0] + (b.at[0] - a[0]) * k, a[1] + (b.at[1] - a[1]) * k] as Vec2 } : b;
  });
}

/** A shot's declarations from the situation panel's fields. */
export function declarationsOf(s: Situation): Declarations {
  return {
    ...(s.break ? { break: true as const } : {}),
    ...(s.call ? { call: s.call } : {}),
    ...(s.safety ? { safety: true as const } : {}),
    ...(s.pushOut ? { pushOut: true as const } : {}),
    ...(s.frozen?.length ? { frozen: [...s.frozen] } : {}),
  };
}

/** The game with one more step (the steps after `upTo`, if given, are dropped: a new line of play). */
export const withStep = (g: TableGame, step: GameStep, upTo = g.steps.length): TableGame => ({
  ...g,
  steps: [...g.steps.slice(0, upTo), step],
});

/** The added facts as the referee's shot events; `by` shoots, `other` is the non-shooter. */
export function addedEvents(added: readonly AddedFact[], other: string): ShotEvent[] {
  return added.map(
    (a): ShotEvent =>
      a.kind === 'off-table'
        ? { type: 'off-table', ball: a.ball }
        : a.kind === 'foul'
          ? { type: 'foul', kind: a.foul }
          : { type: 'foul', kind: a.foul, by: other },
  );
}
