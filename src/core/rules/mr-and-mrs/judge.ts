/** Mr. & Mrs.: the ruling on one shot (mr-and-mrs/6-12 with the general rules). */
import { ownFoulRules } from '../common/assess.ts';
import { clearFouls, countFoul, threeFouls } from '../common/consecutive-fouls.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, sayNext, winGame } from '../common/flow.ts';
import { cueBallAfterScratch, sayIfKitchen } from '../common/head-string.ts';
import { keyedFrom } from '../common/keyed.ts';
import { nextInOrder } from '../common/players.ts';
import { recordRuling } from '../common/recording.ts';
import { goOn, illegalBreakOffer, judgeShot, miss, type ShotGame, type Turn } from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import type { PlayerId } from '../common/types.ts';
import {
  deflectedBreakChoice,
  type KitchenSpot,
  sharedKey,
  spotFouledBalls,
  withKitchenSpot,
} from '../recreational/shared.ts';
import { decideWinner, isLegalFirst, type MrMrsContext, type MrMrsX, pointsFor, pointsLeft } from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** mr-and-mrs/8.4: three fouls in a row (2.16: the warning at two) put a player out, his balls staying down; with one other left, he loses */
export const FOULS = threeFouls('mr-and-mrs/8.4', { countedBy: 'players', penalty: { kind: 'out', scoreStays: true } });

/** The ruling carries the consecutive fouls (mr-and-mrs/8.4); the choice a ruling opens is said as its options. */
export const done = recordRuling<MrMrsX>({ consecutiveFouls: true, sayOptions: true });

const isNovice = (ctx: MrMrsContext, p: PlayerId): boolean => ctx.x.novice.includes(p);
const nextMrMrs = (ctx: MrMrsContext, p: PlayerId): PlayerId =>
  nextInOrder(ctx.players, p, (q) => ctx.x.out.includes(q));
/** mr-and-mrs/8.5 (stronger player: the lowest ball), 8.6 (weaker player: every ball) in the kitchen. */
export const kitchenSpotFor = (ctx: MrMrsContext, p: PlayerId): KitchenSpot =>
  isNovice(ctx, p) ? 'spot-nearest' : 'spot-lowest';
export const kitchenRule = (ctx: MrMrsContext, p: PlayerId): string =>
  isNovice(ctx, p) ? 'mr-and-mrs/8.6' : 'mr-and-mrs/8.5';

/** mr-and-mrs/6, 8.4: the game ends when someone cannot be caught, the table is empty, or one player is left. */
function checkEnd(ctx: MrMrsContext, d: Draft): MrMrsContext | null {
  const active = ctx.players.filter((p) => !ctx.x.out.includes(p));
  const left = pointsLeft(ctx.onTable);
  const w = decideWinner(keyedFrom(ctx.score), active, left, ctx.x.lastPockets);
  if (w === null) return null;
  const tied = active.filter((p) => (ctx.score?.[p] ?? 0) === (ctx.score?.[w] ?? 0)).length > 1;
  d.decide('mr-and-mrs/6');
  if (active.length > 1)
    d.say(left > 0 ? 'mr-and-mrs.uncatchable' : tied ? 'mr-and-mrs.tie' : 'mr-and-mrs.lastBall', { player: w });
  return winGame(d, ctx, w, left > 0 ? 'cannot-be-caught' : 'table-empty');
}

/** mr-and-mrs/9-12: the balls pocketed or jumped go back; no other penalty; three fouls put a player out (8.4). */
function foul(t: Turn<MrMrsX>): MrMrsContext {
  const { d, facts, a, base } = t;
  const spotted = spotFouledBalls(d, facts, base, { pocketed: 'mr-and-mrs/9', jumped: 'mr-and-mrs/10' });
  d.cite('mr-and-mrs/12').say(sharedKey('noPenalty'));
  const counted = countFoul(base, a.shooter, d, FOULS);
  const next: MrMrsContext = { ...base, ...spotted, fouls: counted.fouls, warned: counted.warned };
  if (counted.third) return thirdFoul(t, next, FOULS, { goOn: (out) => checkEnd(out, d) ?? handOn(t, out, true) });
  return handOn(t, next, false);
}

/** mr-and-mrs/7, 11: after a foul, the next player in the order still in (3.41: the player due) and the cue ball. */
function handOn(t: Turn<MrMrsX>, counted: MrMrsContext, putOut: boolean): MrMrsContext {
  const { d, a, ctx0 } = t;
  const cueBall = cueBallAfterScratch(a);
  const next: MrMrsContext = { ...counted, turn: nextMrMrs(counted, a.outOfTurn ? a.due : a.shooter), cueBall };
  if (a.outOfTurn && !ctx0.x.out.includes(a.due)) next.turn = a.due;
  // mr-and-mrs/7: the table as it lies, or the breaker breaks again
  if (d.fouls.includes('illegal-break') && !putOut)
    return illegalBreakOffer(t, next, ['accept', 'rerack-opponent'], cueBall);
  if (a.deflectedBreak && t.isBreak) return deflectedBreakChoice(next, next.turn, a.shooter, d);
  if (!sayIfKitchen(d, cueBall, ['mr-and-mrs/11', '3.10'], sharedKey('scratchKitchen'))) d.say('mr-and-mrs.accept');
  sayNext(d, next.turn, cueBall);
  return withKitchenSpot(next, kitchenSpotFor(next, next.turn), d, kitchenRule(next, next.turn));
}

/** mr-and-mrs/6, 8.1: the balls score their numbers; the shooter goes on; the game may be decided. */
function legal(t: Turn<MrMrsX>): MrMrsContext {
  const { d, facts, a, base } = t;
  let next: MrMrsContext = { ...base, ...clearFouls(base, a.shooter) };
  if (isNovice(t.ctx0, a.shooter) && !t.isBreak) d.cite('mr-and-mrs/8.3');
  if (facts.pocketed.length === 0) return miss(t, next);
  const score = keyedFrom(next.score);
  const n = pointsFor(facts.pocketed);
  score[a.shooter] = (score[a.shooter] ?? 0) + n;
  d.cite('mr-and-mrs/6').say('mr-and-mrs.points', { player: a.shooter, n });
  const lastPockets = [...next.x.lastPockets.filter((p) => p !== a.shooter), a.shooter];
  next = { ...next, score, x: { ...next.x, lastPockets } };
  return checkEnd(next, d) ?? goOn(t, next, 'mr-and-mrs/8.1');
}

/** mr-and-mrs/8.2 (the stronger player: the lowest ball first), 8.3 (the weaker: any ball). */
const shotParagraph = (ctx: MrMrsContext, p: PlayerId): string =>
  isNovice(ctx, p) ? 'mr-and-mrs/8.3' : 'mr-and-mrs/8.2';

const MR_MRS_SHOT: ShotGame<MrMrsX> = {
  shotRules: (ctx, isBreak, shot) => ({
    isLegalTarget: isLegalFirst(ctx.onTable, isNovice(ctx, shot.by), isBreak),
    penaltyRules: ['mr-and-mrs/12'],
    foulRules: ownFoulRules(shotParagraph(ctx, shot.by), 'mr-and-mrs/11', isBreak, 'mr-and-mrs/10'),
  }),
  before: ({ ctx0, shot, d, isBreak }) => {
    if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail' || f === 'wrong-ball-first'))
      d.cite(shotParagraph(ctx0, shot.by));
  },
  incoming: (ctx, a) =>
    a.outOfTurn && !ctx.x.out.includes(a.due) ? a.due : nextMrMrs(ctx, a.outOfTurn ? a.due : a.shooter),
  // mr-and-mrs/7: the break must hit the lowest ball first
  ownFouls: ({ d, isBreak, incoming }) => {
    if (!isBreak) return;
    d.cite('mr-and-mrs/7');
    if (d.fouls.includes('wrong-ball-first'))
      d.foul('illegal-break', 'mr-and-mrs/7').say('mr-and-mrs.illegalBreak', { player: incoming });
  },
  foul,
  legal,
  done,
};

export const judgeMrMrsShot = (ctx: MrMrsContext, ev: ShotResolved): MrMrsContext => judgeShot(MR_MRS_SHOT, ctx, ev);
