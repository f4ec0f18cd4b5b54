/** The lag as a machine: lagging until a lag is decided (3.6), lagging again when it is not. */
import { assign, setup } from 'xstate';
import { baseContext, type GameContext } from '../common/context.ts';
import { Draft, finish } from '../common/draft.ts';
import type { LagResolved, RefereeEvent } from '../common/events.ts';
import { keyed } from '../common/keyed.ts';
import { citesFor, follow } from '../common/policy.ts';
import type { RefereeDoc } from '../common/types.ts';
import { crossedLags, decideLag, type LagFault, lagFaults, lateStriker } from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

export type LagContext = GameContext<null>;

function judgeLag(ctx: LagContext, ev: LagResolved): LagContext {
  const d = new Draft(ev.step);
  // wpa-current 1.2 (difference 25): the same lag, and shooting while balls move does not spoil it
  const movingBallsSpoil = ctx.policy.lagMovingBalls === 'spoils';
  d.cite(...citesFor(ctx.policy, 'lagMovingBallsSpoil', ['3.6']));
  const players = ctx.players.slice(0, 2);
  const late = lateStriker(players, ev.lag);
  // wpa-current 1.2 (difference 25): a ball struck after the other reached the foot cushion: lag again
  if (late !== null && ctx.policy.lagLateStrike === 'relag') {
    follow(d.say('edition.lagLateStrike', { player: late }), ctx.policy, 'lagLateStrikeRelag');
    return relag(ctx, d);
  }
  // 3.6 asks for the balls to be struck at the same time and names no consequence: judged as played
  if (late !== null) d.say('lag.lateStrike', { player: late });
  const crossed = crossedLags(players, ev.lag, ctx.table.width);
  const faults: Record<string, LagFault[]> = keyed();
  for (const p of players) {
    const entry = ev.lag[p];
    const f = entry ? lagFaults(entry, movingBallsSpoil) : ['no-foot-cushion' as const];
    if (crossed.has(p)) f.unshift('crossed');
    faults[p] = f;
    for (const fault of f) d.say('lag.bad', { player: p, reason: fault });
    if (!movingBallsSpoil && entry?.events.some((e) => e.type === 'foul' && e.kind === 'shot-while-moving'))
      follow(d.say('edition.lagMoving'), ctx.policy, 'lagMovingBallsSpoil');
  }
  const decision = decideLag(players, faults, ev.lag);
  if ('relag' in decision) return relag(ctx, d);
  d.cite('3.7').say('lag.winner', { player: decision.winner });
  const next: LagContext = {
    ...ctx,
    phase: 'over',
    result: {
      winner: ctx.sideOf[decision.winner] ?? decision.winner,
      loser: ctx.sideOf[decision.loser] ?? decision.loser,
      reason: 'lag',
    },
  };
  return { ...next, ruling: finish(next, d) };
}

/** 3.6: the lag is played again (a ruling offering `relag`; the context waits for the next lag). */
function relag(ctx: LagContext, d: Draft): LagContext {
  d.say('lag.relag');
  const next: LagContext = {
    ...ctx,
    pending: {
      chooser: ctx.players[0] as string,
      offender: ctx.players[0] as string,
      options: ['relag'],
      about: 'relag',
      cueBallIfAccepted: 'in-hand-kitchen',
    },
  };
  const ruling = { ...finish(next, d), next: null };
  return { ...next, pending: null, ruling };
}

/** 3.6: decided by a lag (winner) or not (lag again). */
const isLagDecided = (ctx: LagContext): boolean => ctx.phase === 'over';

export const lagMachine = setup({
  types: { context: {} as LagContext, events: {} as RefereeEvent, input: {} as RefereeDoc },
  guards: { isLagDecided: ({ context }) => isLagDecided(context) },
  actions: { judgeLag: assign(({ context, event }) => judgeLag(context, event as LagResolved)) },
}).createMachine({
  id: 'lag',
  context: ({ input }) => ({ ...baseContext<null>(input, 0, null, false), phase: 'play', cueBall: 'in-hand-kitchen' }),
  initial: 'lagging',
  states: {
    lagging: { on: { 'lag.resolved': { target: 'deciding', actions: 'judgeLag' } } },
    deciding: { always: [{ guard: 'isLagDecided', target: 'decided' }, { target: 'lagging' }] },
    decided: { type: 'final' },
  },
});
