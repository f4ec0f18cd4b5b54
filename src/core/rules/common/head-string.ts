/**
 * The cue ball in hand behind the head string (3.10, 3.39, referee 2.21; wpa-current 6.10), decided
 * here once for every game: whether the next shot is played from the kitchen (the machine's
 * `ballInHandKitchen` state routes on it, the placement check and the kitchen spotting options ask
 * it), where the cue ball was placed, what the edition's policy makes of a ball on the line, and the
 * kitchen foul of 3.39. The games only choose when the cue ball goes there (a scratch, a choice).
 */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import type { EditionPolicy } from './policy.ts';
import type { SayCode, SayParams } from './says.ts';
import { note, type ShotNote } from './shot-notes.ts';
import { isInKitchen, isWithinHeadStringWarningZone, type Point, R, type TableLines } from './table.ts';
import type { BallKey, CueBallState } from './types.ts';

/** The cue ball state of a shot played in hand behind the head string. */
const IN_HAND_KITCHEN: CueBallState = 'in-hand-kitchen';

/** 3.10: the next shot is played with the cue ball in hand behind the head string. */
export const isInHandKitchen = (ctx: Pick<GameContext, 'cueBall'>): boolean => ctx.cueBall === IN_HAND_KITCHEN;

/** What a foul's assessment says of the cue ball: pocketed (a scratch), or driven off the table. */
export interface CueBallFate {
  readonly scratch: boolean;
  readonly cueOffTable: boolean;
}

/**
 * The cue ball after a foul (3.10 with each game's own paragraph on a scratch): in hand behind the head
 * string after a scratch or a cue ball off the table, else `otherwise` (where it lies, unless the game says).
 */
export const cueBallAfterScratch = (a: CueBallFate, otherwise: CueBallState = 'in-place'): CueBallState =>
  a.scratch || a.cueOffTable ? IN_HAND_KITCHEN : otherwise;

/** A clause said without data (`recreational.scratchKitchen`). */
type BareClause = { [K in SayCode]: SayParams[K] extends undefined ? K : never }[SayCode];

/**
 * The kitchen after a scratch, said: when the next shot is from behind the head string, the game's
 * paragraphs `rules` are cited and its clause `say`, if any, said. The one place a game's foul decides it.
 */
export function kitchenAfterScratch(
  a: CueBallFate,
  d: Draft,
  rules: readonly string[],
  say?: BareClause,
): CueBallState {
  const cueBall = cueBallAfterScratch(a);
  sayIfKitchen(d, cueBall, rules, say);
  return cueBall;
}

/**
 * Where a game explains the cue ball later in its ruling: the paragraphs `rules` and clause `say` of a
 * next shot from the kitchen; returns whether it is one.
 */
export function sayIfKitchen(d: Draft, cueBall: CueBallState, rules: readonly string[], say?: BareClause): boolean {
  if (cueBall !== IN_HAND_KITCHEN) return false;
  d.cite(...rules);
  if (say) d.say(say);
  return true;
}

/** 3.10 / 2.21: the cue ball in hand behind the head string placed on or over the line. */
export function cueBallPlacement(t: TableLines, at: Point | undefined): 'ok' | 'on-line-unreported' | 'outside' {
  if (!at || isInKitchen(t, at)) return 'ok';
  return isWithinHeadStringWarningZone(t, at) ? 'on-line-unreported' : at[0] > t.headStringX + R ? 'outside' : 'ok';
}

/**
 * The one check of the cue ball in hand behind the head string, for every game (3.10, 2.21; wpa-current
 * 6.10, difference 4). A ball whose centre is on the head string is not behind it. Under the 1999 rules
 * a cue ball clearly outside is a foul; one on the line or within half a ball beyond it is a foul only
 * after the referee's warning, which the log records as the foul `bad-cue-ball-position` (the player
 * shot after being warned); unwarned, the shot stands. Under the current rules anywhere on or in front
 * of the head string is a foul, warned or not.
 */
export function kitchenPlacementNotes(
  policy: EditionPolicy,
  placement: ReturnType<typeof cueBallPlacement>,
  reported: boolean,
): ShotNote[] {
  if (policy.headStringLine === 'foul')
    return placement !== 'ok' || reported
      ? [
          note.foul('bad-cue-ball-position'),
          note.say('edition.headStringLine'),
          ...note.follow(policy, 'headStringLineStands'),
        ]
      : [];
  if (placement === 'outside')
    return [note.foul('bad-cue-ball-position', '3.10', '2.21'), note.say('foul.bad-cue-ball-position')];
  if (reported)
    return [note.foul('bad-cue-ball-position', '3.10', '2.21'), note.say('foul.bad-cue-ball-position-warned')];
  if (placement === 'on-line-unreported') return [note.cite('3.10', '2.21'), note.say('headString.stands')];
  return [];
}

/** 3.39 / 3.10: from the kitchen, the first ball touched in the kitchen needs the cue ball to have left it first. */
export function isKitchenFoul(
  t: TableLines,
  facts: ShotFacts,
  first: ObjectBall | null,
  start: Partial<Record<BallKey, Point>>,
): boolean {
  if (first === null || facts.crossingsBeforeContact > 0) return false;
  const p = start[String(first) as BallKey];
  return p !== undefined && isInKitchen(t, p);
}
