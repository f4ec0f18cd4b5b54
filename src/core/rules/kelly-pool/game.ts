/** Kelly Pool as a game of the kit: private numbers, the scoring variant, choices, announcements, new games. */
import { isObjectBall, type ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerAnnounce, RackNew } from '../common/events.ts';
import { Draft, rerack } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, IN_PLAY, type PlayState } from '../common/kit.ts';
import { FULL_RACK, openingContext } from '../common/opening.ts';
import { rerackWith } from '../common/template.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { kitchenSpotChoices, requireSides } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, isScoring, judgeKellyShot } from './judge.ts';
import type { KellyContext, KellyX } from './rules.ts';

function readPeas(doc: RefereeDoc): Record<PlayerId, ObjectBall> {
  const raw = doc.options.peas;
  if (raw === undefined) return keyed();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RefereeInputError('options.peas', 'expected {"player": number, ...}');
  const peas = raw as Record<string, unknown>;
  const seen = new Set<number>();
  for (const p of doc.players) {
    const v = peas[p];
    if (!isObjectBall(v))
      throw new RefereeInputError(`options.peas.${p}`, 'every player draws a pea numbered 1 to 15 (kelly-pool/5)');
    if (seen.has(v)) throw new RefereeInputError(`options.peas.${p}`, `pea ${v} is drawn twice`);
    seen.add(v);
  }
  for (const k of Object.keys(peas))
    if (!doc.players.includes(k)) throw new RefereeInputError(`options.peas.${k}`, 'not one of the players');
  return keyedFrom(peas) as Record<PlayerId, ObjectBall>;
}

function initKelly(doc: RefereeDoc): KellyContext {
  requireSides(doc, descriptor.players, 'kelly-pool/2, 5');
  if (doc.teams) throw new RefereeInputError('players', 'kelly-pool is played every man for himself');
  const v = doc.options.variant;
  if (v !== undefined && v !== 'scoring')
    throw new RefereeInputError('options.variant', 'kelly-pool has one variant, "scoring"');
  const x: KellyX = { peas: readPeas(doc), out: [], mustAnnounce: [], stake: 1, lastOwnBallBy: null };
  return openingContext<KellyX>(doc, FULL_RACK, x, v === 'scoring');
}

const doRerack = rerackWith<KellyX>(FULL_RACK, (x) => ({ ...x, mustAnnounce: [] }));

/** kelly-pool/7 (variant): the owner of a ball pocketed by another announces it. */
function announceOwnBall(ctx: KellyContext, ev: PlayerAnnounce, d: Draft): KellyContext | null {
  if (ev.what !== 'own-ball-pocketed') return null;
  const due = ctx.x.mustAnnounce.some((m) => m.owner === ev.by);
  d.cite('kelly-pool/7').say(due ? 'kelly-pool.announced' : 'kelly-pool.nothingToAnnounce', { owner: ev.by });
  return { ...ctx, x: { ...ctx.x, mustAnnounce: ctx.x.mustAnnounce.filter((m) => m.owner !== ev.by) } };
}

/**
 * A new game: the winner breaks; after a game nobody won, the player who pocketed the last own ball
 * breaks and, in the scoring variant, points are doubled (kelly-pool/7). Scores carry over in the
 * variant; the private numbers stay those of `options.peas` (one set per log).
 */
function newRackKelly(ctx: KellyContext, ev: RackNew): KellyContext {
  const d = new Draft(ev.step);
  const won = ctx.result?.winner ?? null;
  const breaker = ev.breaker ?? won ?? ctx.x.lastOwnBallBy ?? ctx.breaker;
  const stake = won === null && isScoring(ctx) ? ctx.x.stake * 2 : 1;
  d.cite(won === null ? 'kelly-pool/7' : '3.36').say('newRack', { player: breaker });
  if (stake > 1) d.say('kelly-pool.stake');
  const fresh = { out: [], mustAnnounce: [], stake, lastOwnBallBy: null };
  const next = rerack(ctx, breaker, FULL_RACK, d, (x) => ({ ...x, ...fresh }));
  return done(next, d);
}

const ANNOUNCEMENT_DUE: PlayState<KellyX> = {
  state: 'announcementDue',
  guard: { name: 'isAnnouncementDue', test: (c) => c.x.mustAnnounce.length > 0 },
};

export const KELLY_POOL = kitGame<KellyX>({
  id: 'kelly-pool',
  announcements: ['own-ball-pocketed', 'concede', 'protest', 'stalemate'],
  judge: { init: initKelly, shot: judgeKellyShot, done },
  rerack: doRerack,
  choices: kitchenSpotChoices(
    'spot-lowest',
    { 'illegal-break': 'kelly-pool/8', 'kitchen-spot': 'kelly-pool/9.3', 'deflected-break': '3.9' },
    'kelly-pool/13',
    { rerack: doRerack, done },
  ),
  announce: { own: announceOwnBall },
  newGame: newRackKelly,
  playStates: [ANNOUNCEMENT_DUE, BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Kelly Pool machine's states: the kit's flow plus an own ball pocketed by another awaiting its owner's announcement (kelly-pool/7) and ball in hand in the kitchen (12, 9.3). */
export type KellyPoolState = CommonState | 'announcementDue' | 'ballInHandKitchen' | 'inPlay';
