/**
 * "What changed since 1999" recipes: positions and shots that the two editions of the WPA rules
 * (src/core/editions/overrides.ts) rule differently. Each probe names the override its positions
 * touch and samples a candidate around it — a shot of the physics core, with what the log adds that
 * the physics cannot produce (no referee at the table, a miscue on a jump shot, a touched ball, the
 * cue ball in hand on the head string, a ball that falls by itself as the shot is played). A candidate is kept only when the referee rules it
 * differently under `wpa-1999` and `wpa-current`, and the current ruling follows the probe's override
 * (it cites the override's current paragraphs); nothing says the answer but the rulings.
 * A difference the engine implements later is one more probe in `CHANGE_PROBES` (and its topic in
 * `SCENARIO_TOPICS`).
 */
import { OVERRIDES, type OverrideKey } from '../editions/overrides.ts';
import type { Random } from '../geometry/index.ts';
import type { QuizBank } from '../quiz/types.ts';
import { type Ruling, referee } from '../rules/index.ts';
import type { Derived } from './build.ts';
import {
  aimAt,
  at,
  chance,
  dist,
  freeSpot,
  HEAD_STRING,
  int,
  L,
  nearestPocket,
  OUTSIDE_KITCHEN,
  POCKETS,
  pick,
  R,
  scatter,
  stroke,
  W,
} from './layout.ts';
import type { AddedFoul, ScenarioLog, ScenarioTopic, XY } from './model.ts';
import {
  aimCandidate,
  BREAK_GAMES,
  breakCandidate,
  type Candidate,
  eightPosition,
  logOf,
  ninePosition,
  OPTIONS,
  type Position,
  type Recipe,
  straightPosition,
} from './recipes.ts';

/** The topics of the probes: `changed-…`, one per difference. */
export type ChangedTopic = Extract<ScenarioTopic, `changed-${string}`>;

export interface ChangeProbe {
  /** the override whose two values the probe's positions fall between */
  override: OverrideKey;
  topic: ChangedTopic;
  banks: readonly QuizBank[];
  /** how many to keep per bank */
  quota: number;
  /** candidates tried per bank at most */
  attempts: number;
  sample(rng: Random, bank: QuizBank): Candidate | null;
}

/** The fields a full-ruling question asks (src/core/quiz/items.ts, `rulingFields`), as one value. */
const asked = (r: Ruling) =>
  JSON.stringify([
    r.foul,
    r.next,
    r.cueBall,
    [...r.spotted].sort((a, b) => a - b),
    r.result?.winner ?? null,
    r.result ? true : null,
    r.score,
  ]);

/**
 * The ruling of the question's step under the current rules, when they answer it otherwise than the
 * 1999 ruling `d.ruling` does and cite the override's current paragraphs; else null (the same answer,
 * another difference, or a log the current rules refuse).
 */
function currentRulingOtherwise(d: Pick<Derived, 'doc' | 'ruling'>, k: OverrideKey): Ruling | null {
  let now: Ruling;
  try {
    now = referee({ ...d.doc, edition: 'wpa-current' }).rulings.at(-1) as Ruling;
  } catch {
    return null;
  }
  if (asked(now) === asked(d.ruling)) return null;
  return OVERRIDES[k].current.every((p) => now.rules.includes(p)) ? now : null;
}

const GAME_BANKS = ['eight-ball', 'nine-ball', 'straight-pool'] as const satisfies readonly QuizBank[];

const positionOf = (rng: Random, bank: QuizBank): Position =>
  bank === 'eight-ball' ? eightPosition(rng) : bank === 'nine-ball' ? ninePosition(rng) : straightPosition(rng);

/** A shot at a legal ball of the bank's game, the log adding `fouls` (and the declared stroke, the options). */
function withFouls(
  rng: Random,
  bank: QuizBank,
  fouls: (p: Position, target: number) => AddedFoul[],
  s: { speed?: [number, number]; stroke?: 'jump'; options?: Record<string, unknown> } = {},
): Candidate | null {
  const p = positionOf(rng, bank);
  const target = pick(rng, p.legal);
  const c = aimCandidate(rng, p, target, {
    speed: s.speed ?? [1, 4],
    ...(s.options ? { extra: { options: { ...(OPTIONS[p.game] ?? {}), ...s.options } } } : {}),
  });
  if (!c) return null;
  c.log.asked = { ...c.log.asked, ...(s.stroke ? { stroke: s.stroke } : {}), fouls: fouls(p, target) };
  return c;
}

/** Another ball on the table than `target`, or the target itself when it is alone. */
const otherBall = (rng: Random, p: Position, target: number) => {
  const rest = p.onTable.filter((b) => b !== target);
  return rest.length > 0 ? pick(rng, rest) : target;
};

const INTENTIONAL_CUE_TOUCH: AddedFoul = { kind: 'touched-ball', ball: 'cue', intentional: true };

/** The cue ball in hand placed against `ball`: a whisker over two radii from its centre. */
function against(rng: Random, balls: Record<string, XY>, ball: string): XY | null {
  const o = balls[ball] as XY;
  const a = rng.next() * 2 * Math.PI;
  const g = 2 * R + 0.0002;
  const p = at(o[0] + g * Math.cos(a), o[1] + g * Math.sin(a));
  const d = dist(p, o);
  if (d <= 2 * R + 0.00003 || d >= 2 * R + 0.00045) return null;
  if (p[0] < R + 0.01 || p[0] > L - R - 0.01 || p[1] < R + 0.01 || p[1] > W - R - 0.01) return null;
  for (const [k, q] of Object.entries(balls)) if (k !== ball && k !== 'cue' && dist(p, q) < 2 * R + 0.003) return null;
  return p;
}

/** A ball at a gap of up to a ball's width from a cushion (6.7.2's "near"), away from the pockets. */
function nearCushion(rng: Random): XY {
  const gap = R + 0.003 + rng.next() * (2 * R - 0.006);
  const along = (lo: number, hi: number) => lo + rng.next() * (hi - lo);
  switch (int(rng, 0, 3)) {
    case 0:
      return at(along(0.2, L / 2 - 0.15), gap);
    case 1:
      return at(along(L / 2 + 0.15, L - 0.2), W - gap);
    case 2:
      return at(L - gap, along(0.2, W - 0.2));
    default:
      return at(along(L / 2 + 0.15, L - 0.2), gap);
  }
}

export const CHANGE_PROBES: readonly ChangeProbe[] = [
  {
    // #1: no referee at the table, an object ball touched: no foul in 1999 (1.16.1), a foul today (6.6)
    override: 'cueBallFoulsOnly',
    topic: 'changed-no-referee',
    banks: GAME_BANKS,
    quota: 5,
    attempts: 80,
    sample: (rng, bank) =>
      withFouls(rng, bank, (p, t) => [{ kind: 'touched-ball', ball: otherBall(rng, p, t) }], {
        options: { referee: false },
      }),
  },
  {
    // #3: the cue ball deflected on the break: 3.9's own options in 1999, an ordinary foul today
    override: 'deflectedBreakProcedure',
    topic: 'changed-deflected-break',
    // nine-ball's cue ball in hand goes anywhere under both: the same answer, nothing to keep
    banks: ['eight-ball', 'straight-pool'],
    quota: 4,
    attempts: 60,
    sample(rng, bank) {
      const game = BREAK_GAMES[bank];
      if (!game) return null;
      const log: Omit<ScenarioLog, 'asked'> = {
        game,
        players: ['A', 'B'],
        ...(OPTIONS[game] ? { options: OPTIONS[game] } : {}),
      };
      return breakCandidate(rng, game, log, { by: 'A', fouls: [{ kind: 'deflected-break' }] });
    },
  },
  {
    // #4: the cue ball in hand behind the head string placed on the line: it stands unwarned in 1999
    override: 'headStringLineStands',
    topic: 'changed-head-string',
    banks: ['eight-ball', 'straight-pool'],
    quota: 5,
    attempts: 120,
    sample(rng, bank) {
      const p = bank === 'eight-ball' ? eightPosition(rng, int(rng, 2, 6)) : straightPosition(rng);
      p.setup =
        bank === 'eight-ball'
          ? { shooter: 'B', cueBall: 'in-hand-kitchen' }
          : { ...p.setup, shooter: 'B', cueBall: 'in-hand-kitchen' };
      const cue = at(HEAD_STRING + (0.05 + 0.9 * rng.next()) * R, R + 0.1 + (W - 2 * R - 0.2) * rng.next());
      const balls: Record<string, XY> = { cue };
      if (!scatter(rng, balls, p.onTable, () => ({ ...OUTSIDE_KITCHEN, x0: OUTSIDE_KITCHEN.x0 + 2 * R }))) return null;
      const target = pick(rng, p.legal);
      const t = balls[String(target)] as XY;
      const shot = stroke(rng, aimAt(rng, cue, t), { speed: [1, 4], side: 0.2 });
      const call = p.game === 'straight-pool' ? { call: { ball: target, pocket: nearestPocket(t) } } : {};
      return { balls, shot, log: logOf(p, { by: 'B', ...call }) };
    },
  },
  {
    // #6: a miscue on a jump shot: a foul in itself in 1999 (3.27), not in the current list of fouls
    override: 'jumpMiscueIsFoul',
    topic: 'changed-jump-miscue',
    banks: GAME_BANKS,
    quota: 5,
    attempts: 80,
    sample: (rng, bank) => withFouls(rng, bank, () => [{ kind: 'miscue-jump' }], { stroke: 'jump' }),
  },
  {
    // #19: an intentional foul on the cue ball: a standard foul and a warning in 1999 (3.29; the second
    // loses the match); today unsportsmanlike conduct, by default the penalty of a serious foul (6.17),
    // the rack lost. (A second one in 1999 loses the match and today the rack: the same winner, so the
    // question asks about the first.)
    override: 'intentionalFoulStrikes',
    topic: 'changed-intentional-foul',
    banks: ['eight-ball', 'nine-ball'],
    quota: 4,
    attempts: 80,
    sample: (rng, bank) => withFouls(rng, bank, () => [INTENTIONAL_CUE_TOUCH]),
  },
  {
    // #20: unsportsmanlike conduct with no penalty given: a standard foul in 1999 (2.28), the penalty of a
    // serious foul today (6.17: the rack lost in eight- and nine-ball; 14.1 4.11: -15, re-rack, A breaks)
    override: 'conductDefault',
    topic: 'changed-conduct-default',
    banks: GAME_BANKS,
    quota: 3,
    attempts: 60,
    sample: (rng, bank) => withFouls(rng, bank, () => [{ kind: 'unsportsmanlike' }]),
  },
  {
    // #20: marking the table: a standard foul in 1999 (3.43), unsportsmanlike conduct today (6.17)
    override: 'markingTableFoul',
    topic: 'changed-marking-table',
    banks: GAME_BANKS,
    quota: 3,
    attempts: 60,
    sample: (rng, bank) => withFouls(rng, bank, () => [{ kind: 'marking-table' }]),
  },
  {
    // #20 (with #6): a deliberate miscue on a jump shot: the foul of 3.27 in 1999, unsportsmanlike
    // conduct today (6.17)
    override: 'deliberateMiscueConduct',
    topic: 'changed-deliberate-miscue',
    banks: GAME_BANKS,
    quota: 3,
    attempts: 60,
    sample: (rng, bank) => withFouls(rng, bank, () => [{ kind: 'miscue-jump', intentional: true }], { stroke: 'jump' }),
  },
  {
    // #27: nine-ball, the cue ball in hand placed against an object ball: a foul in 1999 (5.10)
    override: 'nineInHandNotTouching',
    topic: 'changed-in-hand-touching',
    banks: ['nine-ball'],
    quota: 8,
    attempts: 150,
    sample(rng) {
      const p = ninePosition(rng);
      p.setup = { shooter: 'B', cueBall: 'in-hand' };
      const balls: Record<string, XY> = {};
      if (!scatter(rng, balls, p.onTable)) return null;
      const low = p.legal[0] as number;
      const by = chance(rng, 0.5) && p.onTable.length > 1 ? otherBall(rng, p, low) : low;
      const cue = against(rng, balls, String(by));
      if (!cue) return null;
      balls.cue = cue;
      const t = balls[String(low)] as XY;
      // played at the lowest ball: away from the ball it lies against, unless that is the lowest
      const heading = aimAt(rng, cue, t, by === low ? 0.3 : 0.8);
      const shot = stroke(rng, heading, { speed: [1, 4], side: 0.2 });
      return { balls, shot, log: logOf(p, { by: 'B' }) };
    },
  },
  {
    // #32: 14.1, a ball near a cushion after two fouls in a row: judged as frozen in 1999 (6.7.2)
    override: 'nearRailRule',
    topic: 'changed-near-rail',
    banks: ['straight-pool'],
    quota: 6,
    attempts: 200,
    sample(rng) {
      const p = straightPosition(rng);
      p.setup = { ...p.setup, consecutiveFouls: { A: 2, B: 0 } };
      const target = pick(rng, p.onTable);
      const balls: Record<string, XY> = { [String(target)]: nearCushion(rng) };
      const cue = freeSpot(rng, Object.values(balls));
      if (!cue || dist(cue, balls[String(target)] as XY) > 1.2) return null;
      balls.cue = cue;
      if (!scatter(rng, balls, p.onTable)) return null;
      const t = balls[String(target)] as XY;
      const shot = stroke(rng, aimAt(rng, cue, t, 0.6), { speed: [0.4, 1.6], side: 0.2 });
      const before = [{ announce: { by: 'referee', what: 'warning' } }];
      return { balls, shot, log: logOf(p, { by: 'A', call: { safety: true } }, { before }) };
    },
  },
  {
    // #33: 14.1, a deliberate foul: 16 points and the opponent's choice in 1999 (6.7.5)
    override: 'deliberateFoulPenalty',
    topic: 'changed-deliberate-foul',
    banks: ['straight-pool'],
    quota: 6,
    attempts: 80,
    sample: (rng, bank) =>
      withFouls(rng, bank, (p, t) =>
        chance(rng, 0.5) ? [INTENTIONAL_CUE_TOUCH] : [{ kind: 'deliberate-touch', ball: otherBall(rng, p, t) }],
      ),
  },
  {
    // #34: 14.1, the third foul in a row: the opponent's choice in 1999 (6.12), a re-rack today (4.11)
    override: 'thirdFoulChoice',
    topic: 'changed-third-foul',
    banks: ['straight-pool'],
    quota: 6,
    attempts: 150,
    sample(rng) {
      const p = straightPosition(rng);
      p.setup = { ...p.setup, consecutiveFouls: { A: 2, B: 0 } };
      const extra = { before: [{ announce: { by: 'referee', what: 'warning' } }] };
      return aimCandidate(rng, p, pick(rng, p.legal), { speed: [0.3, 1.5], extra });
    },
  },
  {
    // #35: 14.1, playing on after a foul call or leaving the playing area: 15 points in 1999 (2.9, 2.22)
    override: 'conductFifteen',
    topic: 'changed-conduct-fifteen',
    banks: ['straight-pool'],
    quota: 6,
    attempts: 80,
    sample: (rng, bank) =>
      withFouls(rng, bank, () => [{ kind: chance(rng, 0.5) ? 'continued-after-foul' : 'left-playing-area' }]),
  },
  {
    // #21: a ball falls by itself as the shot is played, not affecting it, and the shot is logged as
    // played while it was still moving: a foul in 1999 (3.14 with 3.31), no foul today (1.7); under both
    // the ball is put back and the shot stands
    override: 'ballsSettling',
    topic: 'changed-settling',
    banks: GAME_BANKS,
    quota: 4,
    attempts: 80,
    sample(rng, bank) {
      const p = positionOf(rng, bank);
      const target = pick(rng, p.legal);
      const c = aimCandidate(rng, p, target, { speed: [1, 4] });
      if (!c) return null;
      // the ball nearest its pocket, not the one played at (the referee refuses a shot that then reaches it)
      const near = p.onTable
        .filter((b) => b !== target)
        .map((b) => ({ ball: b, pocket: nearestPocket(c.balls[String(b)] as XY) }))
        .map((x) => ({ ...x, gap: dist(c.balls[String(x.ball)] as XY, POCKETS[x.pocket]) }))
        .sort((a, b) => a.gap - b.gap)[0];
      if (!near) return null;
      c.log.asked = {
        ...c.log.asked,
        settle: { ball: near.ball, pocket: near.pocket },
        fouls: [{ kind: 'shot-while-moving', ball: near.ball }],
      };
      return c;
    },
  },
];

/** A probe as a recipe of the generator: full-ruling questions, kept where the editions differ. */
const changeRecipe = (probe: ChangeProbe): Recipe => ({
  name: `what changed: #${OVERRIDES[probe.override].n} ${probe.override}`,
  banks: probe.banks,
  quota: { [probe.topic]: probe.quota },
  kinds: ['ruling'],
  attempts: probe.attempts,
  sample: (rng, bank) => probe.sample(rng, bank),
  classify: (d) => (currentRulingOtherwise(d, probe.override) ? probe.topic : null),
});

export const CHANGE_RECIPES: readonly Recipe[] = CHANGE_PROBES.map(changeRecipe);
