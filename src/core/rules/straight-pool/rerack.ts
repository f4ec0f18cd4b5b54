/** Re-racking in 14.1: after the 14th ball (6.7.3 with the table of 6.7.6) and all 15 balls (6.6, 6.7.5, 6.12). */

import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { toList } from '../common/balls.ts';
import type { Draft } from '../common/draft.ts';
import { rerack } from '../common/flow.ts';
import { keyed } from '../common/keyed.ts';
import { FULL_RACK } from '../common/opening.ts';
import { type Point, rackCentres, type TableLines } from '../common/table.ts';
import type { BallKey, CueBallState, PlayerId } from '../common/types.ts';
import { classifyCue, classifyFifteenth, RERACK_TABLE, type RerackEntry } from './rerack-table.ts';
import type { StraightContext, StraightX } from './rules.ts';

const spotAt = (t: TableLines, name: 'foot-spot' | 'head-spot' | 'centre-spot'): Point =>
  name === 'foot-spot' ? t.footSpot : name === 'head-spot' ? t.headSpot : t.centreSpot;

const resetX = (x: StraightX): StraightX => ({
  nearRail: keyed(Object.keys(x.nearRail).map((k) => [k, null])),
  fouledLast: x.fouledLast,
  reracked: false,
});

/** 6.7.3: the 14th ball is down (the 15th may have gone with it); the shooter plays on. */
function fourteenth(ctx: StraightContext, facts: ShotFacts, d: Draft): StraightContext {
  const left = toList(ctx.onTable);
  const lastDown = facts.pocketed[facts.pocketed.length - 1] as ObjectBall;
  const ball = left[0] ?? lastDown;
  const row = left.length === 0 ? 'pocketed' : classifyFifteenth(ctx.table, ctx.positions[String(ball) as BallKey]);
  const col = classifyCue(ctx.table, ctx.positions.cue);
  const entry = RERACK_TABLE[row][col] ?? (RERACK_TABLE.elsewhere[col] as RerackEntry);
  const positions: Partial<Record<BallKey, Point>> = {};
  const centres = rackCentres(ctx.table).slice(1);
  let i = 0;
  for (const b of toList(FULL_RACK)) if (b !== ball) positions[String(b) as BallKey] = centres[i++] as Point;
  const key = String(ball) as BallKey;
  const own = ctx.positions[key];
  if (entry.fifteenth !== 'stays') {
    positions[key] = spotAt(ctx.table, entry.fifteenth);
    d.place(key, entry.fifteenth);
  } else if (own) positions[key] = own;
  let cueBall: CueBallState = 'in-place';
  if (entry.cue === 'stays') {
    if (ctx.positions.cue) positions.cue = ctx.positions.cue;
  } else {
    cueBall = entry.cue;
    d.place('cue', entry.cue);
    if (entry.cue !== 'in-hand-kitchen') positions.cue = spotAt(ctx.table, entry.cue);
  }
  d.rerack = true;
  // the 14th ball down: the re-rack decides the ruling, before the points that made it
  d.decide('6.7.3', '6.7.6')
    .say('straight.rerack')
    .say('straight.rerackTable', { entry: { ball, ...entry } });
  return { ...ctx, onTable: FULL_RACK, positions, cueBall, x: { ...ctx.x, reracked: true } };
}

/** 6.6, 6.7.5, 6.12: all 15 balls are racked and `breaker` breaks as at the start of the game. */
function full(ctx: StraightContext, breaker: PlayerId, d: Draft): StraightContext {
  return rerack(ctx, breaker, FULL_RACK, d, resetX);
}

export const applyRerack = { fourteenth, full };
