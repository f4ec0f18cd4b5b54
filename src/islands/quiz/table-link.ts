/**
 * "Open on the table": a generated question's position and shot, or an authored question's position
 * as it is drawn, as a scenario link of the table (the v1 codec of src/core/notation), with what of
 * its situation the link can carry.
 */
import type { Vec2 } from '../../core/geometry/index.ts';
import { make, PLAYERS, type Player, parse, type Scenario, type Situation } from '../../core/notation/index.ts';
import type { BallId, ObjectBall, PocketId } from '../../core/vocabulary/index.ts';
import type { ClientItem, ScenarioItem } from '../../quiz/payload.ts';

const ballId = (k: string): BallId => (k === 'cue' ? 'cue' : (Number(k) as ObjectBall));
const order = (a: BallId, b: BallId) => (a === 'cue' ? -1 : b === 'cue' ? 1 : a - b);

function situationOf(item: Pick<ClientItem, 'asked' | 'setup'>): Situation {
  const asked = item.asked.kind === 'shot' ? item.asked : null;
  const by = item.asked.kind === 'lag' || item.asked.kind === 'newRack' ? 'A' : item.asked.by;
  const shooter: Player = PLAYERS.includes(by as Player) ? (by as Player) : 'A';
  const setup = item.setup ?? {};
  const call = asked?.call as { kind: string; ball?: ObjectBall | 'cue'; pocket?: PocketId } | undefined;
  const fouls = setup.consecutiveFouls as Record<string, number> | undefined;
  const cue = asked?.breakShot ? 'in-hand-kitchen' : setup.cueBall;
  const groupA = (setup.groups as Record<string, string> | undefined)?.A;
  return {
    shooter,
    ...(asked?.breakShot ? { break: true as const } : {}),
    ...(cue === 'in-hand' || cue === 'in-hand-kitchen' ? { cueBall: cue } : {}),
    ...(groupA === 'solids' || groupA === 'stripes' ? { groupA } : {}),
    ...(call?.kind === 'ball' && typeof call.ball === 'number' && call.pocket
      ? { call: { ball: call.ball, pocket: call.pocket } }
      : {}),
    ...(call?.kind === 'safety' ? { safety: true as const } : {}),
    ...(asked?.pushOut ? { pushOut: true as const } : {}),
    ...(fouls && (fouls.A || fouls.B) ? { fouls: { A: Math.min(2, fouls.A ?? 0), B: Math.min(2, fouls.B ?? 0) } } : {}),
  };
}

/**
 * The question's table as the sandbox reads it: the balls before the shot, the game, the shot (the
 * heading rounded to the link's 0.1°, the cue ball moved to keep its first contact: scene.link).
 */
export function sandboxScenario(item: ScenarioItem): Scenario {
  const [speed, , side, height] = item.scene.shot;
  const { cue, heading } = item.scene.link;
  const balls = Object.entries({ ...item.scene.balls, cue })
    .map(([k, at]) => [ballId(k), [at[0], at[1]] as Vec2] as const)
    .sort((a, b) => order(a[0], b[0]));
  return {
    table: '9ft',
    balls,
    game: item.game,
    situation: situationOf(item),
    shot: { heading, speed, side, height },
  };
}

/** `/{lang}/s/?v1.…`: the shared-scenario page with this question's position and shot. */
export const sandboxHref = (lang: string, item: ScenarioItem): string => `/${lang}/s/?${make(sandboxScenario(item))}`;

/**
 * An authored question's position as its table draws it (its own positions, or the start of its
 * schematic), with its game and situation and no shot: the learner plays the question out from
 * there. Null when the drawing is not a position the table takes (a ball over another, or off the bed).
 */
export function positionScenario(
  item: Pick<ClientItem, 'game' | 'asked' | 'setup'>,
  layout: readonly { readonly ball: BallId; readonly at: Vec2 }[],
): Scenario | null {
  if (layout.length === 0) return null;
  const x: Scenario = {
    table: '9ft',
    balls: layout.map(({ ball, at }) => [ball, [at[0], at[1]] as Vec2] as const).sort((a, b) => order(a[0], b[0])),
    game: item.game,
    situation: situationOf(item),
  };
  return parse(make(x)).ok ? x : null;
}

/** `/{lang}/s/?v1.…` with an authored question's position as drawn, or null (see positionScenario). */
export function positionHref(
  lang: string,
  item: Pick<ClientItem, 'game' | 'asked' | 'setup'>,
  layout: readonly { readonly ball: BallId; readonly at: Vec2 }[],
): string | null {
  const x = positionScenario(item, layout);
  return x ? `/${lang}/s/?${make(x)}` : null;
}
