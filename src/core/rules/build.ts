/**
 * Small builders for event logs and game documents: used by the tests, the quiz generator and
 * the benchmark to write shots the way the contract spells them.
 */
import type { BallId, GameId, NonBallFoul, ObjectBall, PocketId, RailId, ShotEvent } from '../vocabulary/index.ts';
import type { Point } from './common/table.ts';
import type { Call, GameOptions, GameSetup, RefereeDoc, ShotDeclaration, Step } from './common/types.ts';

export const ev = {
  hit: (target: BallId, ball: BallId = 'cue'): ShotEvent => ({ type: 'hit', ball, target }),
  hitPocketed: (target: BallId, ball: BallId = 'cue'): ShotEvent => ({ type: 'hit', ball, target, inPocket: true }),
  rail: (ball: BallId, rail?: RailId): ShotEvent => (rail ? { type: 'rail', ball, rail } : { type: 'rail', ball }),
  pocket: (ball: BallId, pocket?: PocketId): ShotEvent =>
    pocket ? { type: 'pocket', ball, pocket } : { type: 'pocket', ball },
  off: (ball: BallId): ShotEvent => ({ type: 'off-table', ball }),
  cross: (ball: BallId = 'cue'): ShotEvent => ({ type: 'cross-head-string', ball }),
  foul: (kind: NonBallFoul, extra: { ball?: BallId; intentional?: boolean } = {}): ShotEvent => ({
    type: 'foul',
    kind,
    ...extra,
  }),
  split: (targets: ObjectBall[]): ShotEvent => ({ type: 'split-hit', ball: 'cue', targets }),
  settle: (ball: BallId, pocket?: PocketId, during?: 'shot', affected?: boolean): ShotEvent => ({
    type: 'settle',
    ball,
    ...(pocket ? { pocket } : {}),
    ...(during ? { during } : {}),
    ...(affected === undefined ? {} : { affected }),
  }),
  interference: (affected?: boolean): ShotEvent => ({
    type: 'interference',
    source: 'outside',
    ...(affected === undefined ? {} : { affected }),
  }),
};

export const call = (ball: ObjectBall, pocket?: PocketId): Call => ({
  kind: 'ball',
  ball,
  ...(pocket ? { pocket } : {}),
});
export const safety: Call = { kind: 'safety' };

export function shot(
  by: string,
  events: ShotEvent[],
  extra: Partial<Omit<ShotDeclaration, 'by' | 'events'>> = {},
): Step {
  return { kind: 'shot', shot: { by, events, ...extra } };
}
export const choose = (by: string, option: string, ball?: ObjectBall): Step => ({
  kind: 'choose',
  by,
  option,
  ...(ball ? { ball } : {}),
});
export const announce = (by: string, what: Extract<Step, { kind: 'announce' }>['what']): Step => ({
  kind: 'announce',
  by,
  what,
});
export const newRack = (breaker?: string): Step => ({ kind: 'newRack', ...(breaker ? { breaker } : {}) });
export const lag = (
  entries: Record<
    string,
    { events: ShotEvent[]; final: Point; start?: Point; side?: 'left' | 'right'; struckLate?: boolean }
  >,
): Step => ({
  kind: 'lag',
  lag: entries,
});

export function game(
  id: GameId,
  steps: Step[],
  opts: { setup?: GameSetup | null; options?: GameOptions; players?: string[]; teams?: string[][] } = {},
): RefereeDoc {
  const teams = opts.teams ?? null;
  const players = teams
    ? Array.from({ length: Math.max(...teams.map((t) => t.length)) }).flatMap((_x, i) =>
        teams.map((t) => t[i]).filter((p): p is string => !!p),
      )
    : (opts.players ?? ['A', 'B']);
  return { game: id, players, teams, options: opts.options ?? {}, setup: opts.setup ?? null, steps };
}
