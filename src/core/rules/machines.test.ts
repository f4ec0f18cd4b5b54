/**
 * Every state of every game machine is reached by paths that xstate/graph finds from the
 * opening, driving the machines with shots, choices, announcements and new racks.
 */
import { describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { summarizeShot } from '../shot/index.ts';
import type { ShotEvent } from '../vocabulary/index.ts';
import { call, ev, game } from './build.ts';
import { toList } from './common/balls.ts';
import type { GameContext } from './common/context.ts';
import type { RefereeEvent } from './common/events.ts';
import type { Call, RefereeDoc } from './common/types.ts';
import { eightBallMachine, legalTargets } from './eight-ball/index.ts';
import { lagMachine } from './lag/index.ts';
import { nineBallMachine } from './nine-ball/index.ts';
import { straightPoolMachine } from './straight-pool/index.ts';

let n = 0;
const shotEvent = (
  ctx: GameContext,
  events: ShotEvent[],
  extra: { call?: Call; pushOut?: boolean } = {},
): RefereeEvent => ({
  type: 'shot.resolved',
  step: n++,
  shot: { by: ctx.turn, events, ...extra },
  facts: summarizeShot(events),
});

/** Shots and decisions a player could make from this context. */
function eventsFor(ctx: GameContext): RefereeEvent[] {
  const out: RefereeEvent[] = [];
  if (ctx.phase === 'over') return [{ type: 'rack.new', step: n++ }];
  if (ctx.pending) {
    for (const option of ctx.pending.options)
      out.push({ type: 'player.choose', step: n++, by: ctx.pending.chooser, option });
    return out;
  }
  const balls = toList(ctx.onTable);
  const low = balls[0];
  if (low === undefined) return out;
  const legal =
    ctx.game === 'eight-ball' && ctx.phase === 'play'
      ? toList(legalTargets(ctx as never, ctx.sideOf[ctx.turn] ?? ctx.turn))
      : [low];
  const target = legal[0] ?? low;
  const fourRails = balls.slice(0, 5).map((b) => ev.rail(b));
  out.push(shotEvent(ctx, [ev.hit(target), ev.rail(target)]));
  out.push(shotEvent(ctx, [ev.hit(target), ev.pocket(target, 'foot-left')], { call: call(target, 'foot-left') }));
  out.push(shotEvent(ctx, [ev.hit(target), ...fourRails]));
  out.push(shotEvent(ctx, [ev.hit(target)]));
  out.push(shotEvent(ctx, [ev.hit(target), ev.rail(target), ev.pocket('cue')]));
  // clear every legal ball but the 8 at once (reaches "on the 8" in eight-ball, the re-rack in 14.1)
  const clear = ctx.game === 'straight-pool' ? balls.slice(0, -1) : legal.filter((b) => b !== 8);
  if (clear.length > 0)
    out.push(
      shotEvent(ctx, [ev.hit(clear[0] as never), ...clear.map((b) => ev.pocket(b, 'foot-left'))], {
        call: call(clear[0] as never, 'foot-left'),
      }),
    );
  if (balls.includes(8)) out.push(shotEvent(ctx, [ev.hit(target), ev.pocket(8, 'foot-left')]));
  if (ctx.game === 'nine-ball') out.push(shotEvent(ctx, [ev.rail('cue')], { pushOut: true }));
  if (ctx.game === 'nine-ball' && balls.includes(9)) out.push(shotEvent(ctx, [ev.hit(target), ev.pocket(9)]));
  out.push({ type: 'player.announce', step: n++, by: ctx.turn, what: 'concede' });
  if (ctx.game === 'straight-pool')
    out.push(shotEvent(ctx, [ev.hit(target), ev.rail(target), ev.foul('deliberate-touch')]));
  return out;
}

const serialize = (s: { value: unknown; context: GameContext }) =>
  JSON.stringify([
    s.value,
    s.context.phase,
    s.context.pending?.about ?? null,
    Math.min(toList(s.context.onTable).length, 3),
  ]);

function leafStates(machine: AnyStateMachine): string[] {
  return Object.keys(machine.root.states).filter((k) => k !== 'start');
}

const POOL: Array<[string, AnyStateMachine, RefereeDoc]> = [
  ['eight-ball', eightBallMachine, game('eight-ball', [])],
  ['nine-ball', nineBallMachine, game('nine-ball', [])],
  ['straight-pool', straightPoolMachine, game('straight-pool', [], { options: { target: 1000 } })],
];

describe('every machine state is reachable (xstate/graph)', () => {
  test.each(POOL)('%s', (_id, machine, doc) => {
    const paths = getShortestPaths(machine, {
      input: doc,
      events: (s) => eventsFor((s as unknown as { context: GameContext }).context) as never,
      serializeState: (s) => serialize(s as never),
      serializeEvent: (e) => JSON.stringify({ ...(e as object), step: 0, facts: undefined }),
      limit: 5000,
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort(), JSON.stringify([...reached])).toEqual(leafStates(machine).sort());
  });

  test('lag', () => {
    const good = { events: [ev.rail('cue', 'foot')], final: [0.2, 0.9] as const };
    const paths = getShortestPaths(lagMachine, {
      input: game('lag', []),
      events: [
        { type: 'lag.resolved', step: 0, lag: { A: good, B: { ...good, final: [0.3, 0.4] } } },
        { type: 'lag.resolved', step: 0, lag: { A: good, B: { ...good, final: [0.2, 0.4] } } },
      ] as never,
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect(reached).toEqual(new Set(['lagging', 'decided']));
  });
});
