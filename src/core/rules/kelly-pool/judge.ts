/** Kelly Pool: the ruling on one shot (kelly-pool/6-13 with the general rules). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { ownFoulRules } from '../common/assess.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame } from '../common/flow.ts';
import { kitchenAfterScratch } from '../common/head-string.ts';
import { nextStillIn } from '../common/players.ts';
import { pointsPaid } from '../common/points.ts';
import { recordRuling } from '../common/recording.ts';
import {
  goOn,
  handOver,
  illegalBreakOffer,
  judgeShot,
  miss,
  offer,
  type ShotGame,
  type Turn,
} from '../common/template.ts';
import { deflectedBreakChoice, isOpenBreak, sharedKey, spotFouledBalls } from '../recreational/shared.ts';
import {
  type KellyContext,
  type KellyX,
  legalObjectBall,
  noOwnBallLeft,
  OTHERS_BALL,
  OWN_BALL,
  ownersHit,
  pocketedOwnBall,
} from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

export const done = recordRuling<KellyX>({ sayOptions: true });

export const isScoring = (ctx: KellyContext): boolean => ctx.options.variant === 'scoring';

/** kelly-pool/7 (variant): owners who did not announce before this shot are disqualified; the pocketer gets the second point. */
function disqualifySilent(ctx: KellyContext, d: Draft): KellyContext {
  const n = (OWN_BALL - OTHERS_BALL) * ctx.x.stake;
  let score = ctx.score;
  const out = [...ctx.x.out];
  for (const { owner, by } of ctx.x.mustAnnounce) {
    score = pointsPaid(score, owner, by, n);
    if (!out.includes(owner)) out.push(owner);
    d.decide('kelly-pool/7').say('kelly-pool.disqualified', { owner, player: by, n });
  }
  return { ...ctx, score, x: { ...ctx.x, out, mustAnnounce: [] } };
}

/** kelly-pool/10-13: the balls pocketed or jumped go back; no other penalty; the incoming player's choice. */
function foul(t: Turn<KellyX>): KellyContext {
  const { d, facts, a, base, incoming, ctx0 } = t;
  const spotted = spotFouledBalls(d, facts, base, { pocketed: 'kelly-pool/10', jumped: 'kelly-pool/11' });
  d.cite('kelly-pool/13').say(sharedKey('noPenalty'));
  const cueBall = kitchenAfterScratch(a, d, ['kelly-pool/12', '3.10'], sharedKey('scratchKitchen'));
  const next: KellyContext = { ...base, ...spotted, turn: incoming, cueBall };
  // kelly-pool/8: the incoming player takes the balls where they lie with the cue ball in hand behind
  // the head string (`kitchen`, not `accept`: the cue ball does not stay where it lies), or re-racks and breaks
  if (d.fouls.includes('illegal-break'))
    return illegalBreakOffer(t, next, ['kitchen', 'rerack-self'], 'in-hand-kitchen');
  if (a.deflectedBreak && t.isBreak) return deflectedBreakChoice(next, incoming, a.shooter, d);
  // a disqualified offender cannot be made to shoot again: the incoming player simply plays
  if (ctx0.x.out.includes(a.shooter)) return handOver(t, next, cueBall);
  return { ...next, pending: offer(t, ['accept', 'pass'], 'foul', cueBall) };
}

/** kelly-pool/6, 7, 9: others' balls, one's own ball (the win), nobody's ball left (no winner). */
function legal(t: Turn<KellyX>): KellyContext {
  const { d, facts, a, base, ctx0 } = t;
  if (t.shot.call?.kind === 'safety') d.cite('kelly-pool/9.2').say(sharedKey('noSafety'));
  if (facts.pocketed.length === 0) return miss(t, base);
  const peas = ctx0.x.peas;
  if (Object.keys(peas).length === 0) d.say('kelly-pool.noPeas');
  // the score is kept in the scoring variant only (kelly-pool/7)
  let score = base.score;
  const mustAnnounce = [...ctx0.x.mustAnnounce];
  const owners = ownersHit(peas, a.shooter, facts.pocketed);
  const n = OTHERS_BALL * ctx0.x.stake;
  for (const owner of owners) {
    const ball = peas[owner] as ObjectBall;
    if (score) {
      score = pointsPaid(score, owner, a.shooter, n);
      if (!ctx0.x.out.includes(owner)) mustAnnounce.push({ owner, by: a.shooter });
      d.cite('kelly-pool/7').say('kelly-pool.othersBallScoring', { ball, owner, player: a.shooter, n });
    } else d.cite('kelly-pool/6').say('kelly-pool.othersBall', { ball, owner });
  }
  const lastOwnBallBy = owners.length > 0 ? a.shooter : ctx0.x.lastOwnBallBy;
  let next: KellyContext = { ...base, score, x: { ...base.x, mustAnnounce, lastOwnBallBy } };
  const pea = peas[a.shooter];
  if (pocketedOwnBall(pea, facts.pocketed)) {
    d.decide('kelly-pool/6', 'kelly-pool/7').say('kelly-pool.own', { player: a.shooter, ball: pea });
    if (score) {
      const each = OWN_BALL * ctx0.x.stake;
      for (const p of ctx0.players) if (p !== a.shooter) score = pointsPaid(score, p, a.shooter, each);
      d.say('kelly-pool.collects', { player: a.shooter, n: each });
    }
    next = { ...next, score, x: { ...next.x, mustAnnounce: [], lastOwnBallBy: a.shooter } };
    d.say('win', { side: a.shooter });
    return endGame(next, { winner: a.shooter, reason: 'own-ball' });
  }
  if (noOwnBallLeft(peas, next.onTable) || next.onTable === 0) {
    d.decide(isScoring(ctx0) ? 'kelly-pool/7' : 'kelly-pool/6').say('kelly-pool.noneLeft');
    return endGame(next, { winner: null, draw: true, reason: 'no-own-ball-left' });
  }
  const turn = next.x.out.includes(a.shooter) ? nextStillIn(next, a.shooter) : a.shooter;
  return goOn(t, next, 'kelly-pool/9.1', turn);
}

const KELLY_SHOT: ShotGame<KellyX> = {
  // kelly-pool/9.3: the lowest-numbered ball first; 12, 13: the penalties
  shotRules: (ctx, isBreak) => ({
    isLegalTarget: (b) => b === legalObjectBall(ctx.onTable),
    penaltyRules: ['kelly-pool/13'],
    foulRules: ownFoulRules('kelly-pool/9.3', 'kelly-pool/12', isBreak, 'kelly-pool/11'),
  }),
  // kelly-pool/7 (variant): the owners who did not announce are disqualified before the shot is ruled
  before: ({ ctx0, d }) => (isScoring(ctx0) ? disqualifySilent(ctx0, d) : ctx0),
  // the next player still in the game (3.41: the one whose turn was taken, if he is)
  incoming: (ctx, a) =>
    a.outOfTurn && !ctx.x.out.includes(a.due) ? a.due : nextStillIn(ctx, a.outOfTurn ? a.due : a.shooter),
  // kelly-pool/8: an open break
  ownFouls: ({ d, facts, isBreak }) => {
    if (!isBreak) return;
    d.cite('kelly-pool/8');
    if (!isOpenBreak(facts)) d.foul('illegal-break', 'kelly-pool/8').say('kelly-pool.illegalBreak');
  },
  foul,
  legal,
  done,
};

export const judgeKellyShot = (ctx: KellyContext, ev: ShotResolved): KellyContext => judgeShot(KELLY_SHOT, ctx, ev);
