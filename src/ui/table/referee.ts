import { DEFAULT_EDITION, type Edition } from '../../core/editions/overrides.ts';
import type { GameState, Situation } from '../../core/notation/index.ts';
import type { LoggedEvent } from '../../core/physics/index.ts';
import { gameOf } from '../../core/rules/games.ts';
import type { BallKey, RefereeDoc, Ruling, ShotDeclaration } from '../../core/rules/shared.ts';
import { standardTable, type TableSize } from '../../core/table/spec.ts';
import type { GameId, ObjectBall, ShotEvent } from '../../core/vocabulary/index.ts';
import type { Layout } from './placement.ts';

/**
 * The table's side of the referee: a position set up on the table, its situation and the game's
 * state become the referee's log; a shot's physics log becomes its events. One place for the
 * table, the shared-link page and the check that a question's link rules as the trainer does.
 * No rule is judged here.
 */

const SHOT_EVENT_TYPES = new Set(['hit', 'rail', 'pocket', 'off-table', 'cross-head-string']);

/** The physics log without its motion transitions and times, plus the fouls added by hand. */
export function refereeEvents(events: readonly LoggedEvent[], s: Pick<Situation, 'nonBall'>): ShotEvent[] {
  const out: ShotEvent[] = [];
  for (const e of events) {
    if (!SHOT_EVENT_TYPES.has(e.type)) continue;
    const { t: _t, ...rest } = e as ShotEvent & { t?: number };
    out.push(rest as ShotEvent);
  }
  for (const kind of s.nonBall ?? []) out.push({ type: 'foul', kind });
  return out;
}

const key = (b: 'cue' | ObjectBall): BallKey => (b === 'cue' ? 'cue' : (String(b) as BallKey));

/** As few players as the game allows, at least two: A, B (Cutthroat's three: A, B, C). */
export const playersOf = (game: GameId): string[] =>
  Array.from({ length: Math.max(2, gameOf(game).players.min) }, (_x, i) => String.fromCharCode(65 + i));

/** The declarations of a shot (break, call, safety, push-out, frozen balls) as the referee reads them. */
export function declaredShot(by: string, s: Omit<Situation, 'shooter'>, events: ShotEvent[]): ShotDeclaration {
  const shot: ShotDeclaration = { by, events };
  if (s.break) shot.break = true;
  if (s.call) shot.call = { kind: 'ball', ball: s.call.ball, pocket: s.call.pocket };
  if (s.safety) shot.call = { kind: 'safety' };
  if (s.pushOut) shot.pushOut = true;
  if (s.frozen?.length) shot.frozen = [...s.frozen];
  return shot;
}

/** The object balls an earlier step pocketed or drove off the table (contract JSON). */
function goneBefore(before: GameState['before']): ObjectBall[] {
  const out: ObjectBall[] = [];
  for (const step of before ?? []) {
    const events = ((step.shot as { events?: unknown } | undefined)?.events ?? []) as readonly {
      type?: unknown;
      ball?: unknown;
    }[];
    for (const e of events)
      if ((e.type === 'pocket' || e.type === 'off-table') && typeof e.ball === 'number') out.push(e.ball as ObjectBall);
  }
  return out;
}

/**
 * A game log with no steps yet: the players, the options, the table (its size too, so the kitchen,
 * spots and cushions are that table's), the edition, and the position set up on the table as the
 * setup, with the game's state beyond the situation over it (`state`, from a question's link). The
 * balls on the table at the start are the ones set up and those the earlier steps pocketed.
 */
export function refereeSetup(
  game: GameId,
  s: Situation,
  layout: Layout,
  table: TableSize = '9ft',
  edition: Edition = DEFAULT_EDITION,
  state: GameState = {},
): RefereeDoc {
  const spec = standardTable(table);
  const other = s.groupA === 'solids' ? 'stripes' : 'solids';
  const here = layout.flatMap((b) => (b.ball === 'cue' ? [] : [b.ball]));
  const onTable = [...new Set([...here, ...goneBefore(state.before)])].sort((a, b) => a - b);
  return {
    game,
    players: state.players ? [...state.players] : playersOf(game),
    teams: null,
    options: { ...(state.options ?? {}) } as RefereeDoc['options'],
    setup:
      state.setup === null
        ? null
        : ({
            shooter: s.shooter,
            onTable,
            cueBall: s.cueBall ?? 'in-place',
            ...(s.groupA ? { groups: { A: s.groupA, B: other } } : {}),
            positions: Object.fromEntries(layout.map((b) => [key(b.ball), b.at])),
            ...(s.fouls ? { consecutiveFouls: { ...s.fouls } } : {}),
            // A push-out declared on a set-up position: the position is the one right after a legal break.
            ...(s.pushOut ? { pushOutAvailable: true } : {}),
            ...(state.setup ?? {}),
          } as RefereeDoc['setup']),
    steps: [],
    table: { name: spec.name, length: spec.length, width: spec.width },
    ...(edition === DEFAULT_EDITION ? {} : { edition }),
  };
}

/** The one-shot log of the table: the set-up position and the shot played from it. */
export function refereeDoc(
  game: GameId,
  s: Situation,
  layout: Layout,
  events: ShotEvent[],
  table: TableSize = '9ft',
  edition: Edition = DEFAULT_EDITION,
): RefereeDoc {
  const cue = layout.find((b) => b.ball === 'cue');
  const shot = declaredShot(s.shooter, s, events);
  if (s.cueBall && cue) shot.cueBallAt = cue.at;
  return { ...refereeSetup(game, s, layout, table, edition), steps: [{ kind: 'shot', shot }] };
}

/** What a ruling decides, field by field, as the table compares the two editions (rules and words aside). */
export const COMPARED = ['verdict', 'result', 'next', 'cueBall', 'options', 'spotted', 'score', 'rerack'] as const;
export type ComparedField = (typeof COMPARED)[number];

const decided = (r: Ruling, f: ComparedField): unknown => {
  switch (f) {
    case 'verdict':
      return r.foul ? r.fouls : null;
    case 'result':
      return r.result ? [r.result.winner, r.result.loser ?? null, r.result.match ?? false] : null;
    case 'next':
      return r.result ? null : r.next;
    case 'cueBall':
      return r.result ? null : r.cueBall;
    case 'options':
      return [...r.options].sort();
    default:
      return r[f];
  }
};

/** The fields on which two rulings of one shot differ (empty when they decide the same). */
export function differingFields(a: Ruling, b: Ruling): ComparedField[] {
  return COMPARED.filter((f) => JSON.stringify(decided(a, f)) !== JSON.stringify(decided(b, f)));
}

/** The rules `a` cites and `b` does not, in `a`'s order. */
export const citedOnlyBy = (a: Ruling, b: Ruling): string[] => a.rules.filter((id) => !b.rules.includes(id));
