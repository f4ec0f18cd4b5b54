/** Forty-One as a game of the kit: peas (5), claims (9.6), busts (9.7), the kitchen option (9.5). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce } from '../common/events.ts';
import { type Draft, sayNext, winGame } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed, keyedFrom, withKey } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, guardedState, IN_PLAY } from '../common/kit.ts';
import { FULL_RACK, rackOrSetup } from '../common/opening.ts';
import { leaveGame } from '../common/players.ts';
import { scoreOf } from '../common/points.ts';
import { judgeShot, spotBack } from '../common/template.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { applyKitchenSpot, requireOffTable, requireSides } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, FORTY_SHOT } from './judge.ts';
import { type FortyContext, type FortyX, hasForty, isBust, peaKnown, pointsOf, readPeas } from './rules.ts';

function initForty(doc: RefereeDoc): FortyContext {
  requireSides(doc, descriptor.players, 'forty-one/2');
  const peas = readPeas(doc);
  const onTable = rackOrSetup(doc, FULL_RACK);
  const given = keyedFrom(doc.setup?.pocketedBy) as Record<PlayerId, ObjectBall[]>;
  const pocketedBy: Record<PlayerId, ObjectBall[]> = keyed(doc.players.map((p) => [p, [...(given[p] ?? [])]]));
  for (const [p, balls] of Object.entries(given)) {
    if (!doc.players.includes(p)) throw new RefereeInputError(`setup.pocketedBy.${p}`, 'not one of the players');
    requireOffTable(onTable, balls, `setup.pocketedBy.${p}`);
  }
  const ctx = baseContext<FortyX>(doc, onTable, { peas, pocketedBy, bustDue: null, out: [] }, true);
  // the score is the points of the balls pocketed, unless the setup states it
  const score = keyed(doc.players.map((p) => [p, doc.setup?.score?.[p] ?? pointsOf(pocketedBy[p] ?? [])]));
  return { ...ctx, score };
}

/** The game's own announcements (9.6 a claim, 9.7 a bust, 1.14 leaving the game); the protest is the template's. */
function announceForty(ctx: FortyContext, ev: PlayerAnnounce, d: Draft): FortyContext | null {
  const p = ev.by;
  if ((ev.what === 'forty-one' || ev.what === 'bust') && !peaKnown(ctx, p)) {
    d.cite(ev.what === 'bust' ? 'forty-one/9.7' : 'forty-one/9.6').say('forty-one.peaUnknown', { player: p });
    return { ...ctx };
  }
  switch (ev.what) {
    case 'forty-one': {
      d.cite('forty-one/9.6');
      if (!ctx.x.out.includes(p) && hasForty(ctx, p)) {
        d.say('forty-one.claim', { player: p, points: scoreOf(ctx, p), pea: ctx.x.peas[p]?.[0] ?? 0 });
        return winGame(d, ctx, p, 'forty-one');
      }
      d.say('forty-one.falseClaim', { player: p });
      return { ...ctx };
    }
    case 'bust': {
      d.cite('forty-one/9.7');
      if (ctx.x.out.includes(p) || !isBust(ctx, p)) {
        d.say('forty-one.falseBust', { player: p });
        return { ...ctx };
      }
      const balls = [...(ctx.x.pocketedBy[p] ?? [])].sort((a, b) => a - b);
      d.say('forty-one.bust', { player: p });
      const spotted = spotBack(d, balls, ctx);
      const mine = ctx.x.peas[p] ?? [];
      const peas = mine.length > 1 ? withKey(ctx.x.peas, p, mine.slice(1)) : ctx.x.peas;
      if (mine.length > 1) d.say('forty-one.newPea', { player: p });
      const x: FortyX = {
        ...ctx.x,
        peas,
        pocketedBy: withKey(ctx.x.pocketedBy, p, [] as ObjectBall[]),
        bustDue: ctx.x.bustDue === p ? null : ctx.x.bustDue,
      };
      sayNext(d, ctx.turn, ctx.cueBall);
      return { ...ctx, ...spotted, score: withKey(ctx.score, p, 0), x };
    }
    case 'concede': {
      // 1.14 with several players: the player leaves the game; the last one left wins
      d.cite('1.14').say('forty-one.concede', { player: p });
      const bustDue = ctx.x.bustDue === p ? null : ctx.x.bustDue;
      return leaveGame(ctx, p, d, { ...ctx.x, out: [...ctx.x.out, p], bustDue });
    }
    default:
      return null;
  }
}

/** 9.7: a player went over 41 on the last shot and must declare a bust before the next. */
const BUST_DUE = guardedState<FortyX>('bustDue', 'isBustDue', (c) => c.x.bustDue !== null);

export const FORTY_ONE = kitGame<FortyX>({
  id: 'forty-one',
  announcements: ['forty-one', 'bust', 'concede', 'protest'],
  judge: { init: initForty, shot: (ctx, ev) => judgeShot(FORTY_SHOT, ctx, ev), done },
  // no re-rack in forty-one: a rack is played with the peas drawn
  rerack: (c) => c,
  choices: { choiceRule: () => 'forty-one/9.5', own: applyKitchenSpot, alwaysSayNext: true },
  announce: { own: announceForty },
  // no new game in a log: it needs new peas, which the log cannot give (no newRack step in forty-one)
  playStates: [BUST_DUE, BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Forty-One machine's states: the kit's flow plus a bust to declare (9.7) and the kitchen (9.5, 12). */
export type FortyOneState = CommonState | 'bustDue' | 'ballInHandKitchen' | 'inPlay';
