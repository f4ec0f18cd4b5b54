/** Forty-One as a game of the kit: peas (5), claims (9.6), busts (9.7), the kitchen option (9.5). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { fromList } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, Draft, endGame, sayNext } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed, keyedFrom, withKey } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, IN_PLAY, type PlayState } from '../common/kit.ts';
import { spotInto } from '../common/placing.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { applyKitchenSpot, requireSides } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, judgeFortyShot, nextFortyPlayer } from './judge.ts';
import { type FortyContext, type FortyX, FULL_RACK, hasForty, isBust, peaKnown, pointsOf, readPeas } from './rules.ts';

export function initForty(doc: RefereeDoc): FortyContext {
  requireSides(doc, descriptor.players, 'forty-one/2');
  const peas = readPeas(doc);
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : FULL_RACK;
  const given = keyedFrom(doc.setup?.pocketedBy) as Record<PlayerId, ObjectBall[]>;
  const pocketedBy: Record<PlayerId, ObjectBall[]> = keyed(doc.players.map((p) => [p, [...(given[p] ?? [])]]));
  for (const [p, balls] of Object.entries(given)) {
    if (!doc.players.includes(p)) throw new RefereeInputError(`setup.pocketedBy.${p}`, 'not one of the players');
    balls.forEach((b, i) => {
      if (onTable & (1 << b))
        throw new RefereeInputError(`setup.pocketedBy.${p}[${i}]`, `ball ${b} is also in setup.onTable`);
    });
  }
  const ctx = baseContext<FortyX>(doc, onTable, { peas, pocketedBy, bustDue: null, out: [] }, true);
  // the score is the points of the balls pocketed, unless the setup states it
  const score = keyed(doc.players.map((p) => [p, doc.setup?.score?.[p] ?? pointsOf(pocketedBy[p] ?? [])]));
  return { ...ctx, score };
}

export function announceForty(ctx: FortyContext, ev: PlayerAnnounce): FortyContext {
  const d = new Draft(ev.step);
  const p = ev.by;
  if ((ev.what === 'forty-one' || ev.what === 'bust') && !peaKnown(ctx, p)) {
    d.cite(ev.what === 'bust' ? 'forty-one/9.7' : 'forty-one/9.6').say('forty-one.peaUnknown', { player: p });
    return done({ ...ctx }, d);
  }
  switch (ev.what) {
    case 'forty-one': {
      d.cite('forty-one/9.6');
      if (!ctx.x.out.includes(p) && hasForty(ctx, p)) {
        d.say('forty-one.claim', { player: p, points: ctx.score?.[p] ?? 0, pea: ctx.x.peas[p]?.[0] ?? 0 }).say('win', {
          side: p,
        });
        return done(endGame(ctx, { winner: p, reason: 'forty-one' }), d);
      }
      d.say('forty-one.falseClaim', { player: p });
      return done({ ...ctx }, d);
    }
    case 'bust': {
      d.cite('forty-one/9.7');
      if (ctx.x.out.includes(p) || !isBust(ctx, p)) {
        d.say('forty-one.falseBust', { player: p });
        return done({ ...ctx }, d);
      }
      const balls = [...(ctx.x.pocketedBy[p] ?? [])].sort((a, b) => a - b);
      d.say('forty-one.bust', { player: p });
      let onTable = ctx.onTable;
      for (const b of balls) onTable |= 1 << b;
      const positions = spotInto(d, balls, ctx.positions, ctx.table);
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
      return done({ ...ctx, onTable, positions, score: withKey(ctx.score, p, 0), x }, d);
    }
    case 'concede': {
      // 1.14 with several players: the player leaves the game; the last one left wins
      d.cite('1.14').say('forty-one.concede', { player: p });
      const q = disqualifyQuietly(ctx, p, d);
      return done(q, d);
    }
    default: {
      const common = applyCommonAnnouncement(ctx, ev, d) ?? ctx;
      return done(common, d);
    }
  }
}

function disqualifyQuietly(ctx: FortyContext, p: PlayerId, d: Draft): FortyContext {
  const out = [...ctx.x.out, p];
  const left = ctx.players.filter((q) => !out.includes(q));
  const next: FortyContext = {
    ...ctx,
    pending: null,
    x: { ...ctx.x, out, bustDue: ctx.x.bustDue === p ? null : ctx.x.bustDue },
  };
  if (left.length === 1) {
    const winner = left[0] as PlayerId;
    d.say('win', { side: winner });
    return endGame(next, { winner, loser: p, reason: 'concession' });
  }
  return ctx.turn === p ? { ...next, turn: nextFortyPlayer(next, p) } : next;
}

export function newRackForty(ctx: FortyContext, ev: RackNew): FortyContext {
  // not reachable: a new game needs new peas, which the log cannot give (no newRack step in forty-one)
  return done(ctx, new Draft(ev.step));
}

const BUST_DUE: PlayState<FortyX> = {
  state: 'bustDue',
  guard: { name: 'isBustDue', test: (c) => c.x.bustDue !== null },
};

export const FORTY_ONE = kitGame<FortyX>({
  id: 'forty-one',
  announcements: ['forty-one', 'bust', 'concede', 'protest'],
  judge: { init: initForty, shot: judgeFortyShot, done },
  // no re-rack in forty-one: a rack is played with the peas drawn
  rerack: (c) => c,
  choices: { choiceRule: () => 'forty-one/9.5', own: applyKitchenSpot, alwaysSayNext: true },
  announce: announceForty,
  newGame: newRackForty,
  playStates: [BUST_DUE, BALL_IN_HAND_KITCHEN, IN_PLAY],
});
