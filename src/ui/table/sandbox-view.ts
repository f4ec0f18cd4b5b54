import { hasTwoEditions } from '../../core/editions/games.ts';
import { DEFAULT_EDITION, type Edition } from '../../core/editions/overrides.ts';
import type { Vec2 } from '../../core/geometry/index.ts';
import type { GameState, Scenario, Situation } from '../../core/notation/index.ts';
import type { TableSize, TableSpec } from '../../core/table/index.ts';
import type { BallId, GameId, ObjectBall } from '../../core/vocabulary/index.ts';
import { OBJECT_BALLS } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { describeLayout } from './describe.ts';
import type { TableGame } from './game.ts';
import { newGame, START_STEP, situationAfter } from './game.ts';
import type { GameRun, StepOutcome } from './game-run.ts';
import type { KitchenPlacement, Layout, NudgeSize, Orientation } from './placement.ts';
import { kitchenPlacement } from './placement.ts';
import type { GamePosition, Message, SandboxContext, SandboxEvent } from './sandbox.ts';

/**
 * What the table widget shows, read from the sandbox machine's context and the game's run: pure
 * functions, so that the island's controller only wires them to the machine and the page.
 */

/** A machine's message in the page's words. */
export function messageText(t: TableStrings, m: Message): string {
  switch (m.kind) {
    case 'refused':
      return m.why.kind === 'overlap' ? t.refusedOverlap(m.ball, m.why.other) : t.refusedOff(m.ball);
    case 'no-room':
      return t.noRoom(m.ball);
    case 'miscue':
      return t.miscue;
    case 'no-cue':
      return t.noCue;
    case 'cannot-shoot':
      return t.cannotShoot(m.detail);
    case 'in-game':
      return t.inGame(m.ball);
  }
}

/** The parts of the context a game is read from (before its first shot: the position set up). */
export interface RecordSource {
  readonly record: TableGame | null;
  readonly game: GameId | null;
  readonly table: TableSize;
  readonly present: Layout;
  readonly situation: Situation;
  readonly state: GameState | null;
}

/**
 * The game as it stands: the record once a step is played, else a new game from the position set
 * up when a game is chosen (not the lag, which is not played on the table); null without a game.
 */
export function tableRecord(x: RecordSource): TableGame | null {
  if (x.record && x.record.steps.length > 0) return x.record;
  if (x.game === null || x.game === 'lag') return null;
  return newGame(x.table, x.game, x.present, x.situation, undefined, x.state);
}

/** The step whose ruling is shown: the one viewed, else the last one played; null: none (or the start). */
export function shownStepOf(c: Pick<SandboxContext, 'viewing' | 'record'>): number | null {
  if (c.viewing === START_STEP) return null;
  if (c.viewing !== null) return c.viewing;
  const n = c.record?.steps.length ?? 0;
  return n > 0 ? n - 1 : null;
}

/** The table's games ruled under either edition: the WPA games (the lag is not played on the table). */
export const twoEditions = hasTwoEditions;

/** The ruling of a step under each edition (the current one: null where the game has one edition). */
export type EditionPair<T> = Readonly<Record<Edition, T | null>>;

/** The ruling shown under the edition chosen, and the other edition's for comparison. */
export function shownRulings<T>(
  rulings: EditionPair<T> | null,
  edition: Edition,
): { twoEditions: boolean; shown: Edition; ruling: T | null; other: T | null } {
  const twoEditions = rulings?.['wpa-current'] != null;
  const shown: Edition = twoEditions ? edition : DEFAULT_EDITION;
  const otherEdition: Edition = shown === 'wpa-1999' ? 'wpa-current' : 'wpa-1999';
  return {
    twoEditions,
    shown,
    ruling: rulings?.[shown] ?? null,
    other: twoEditions ? (rulings?.[otherEdition] ?? null) : null,
  };
}

/** The object balls frozen to a cushion (the situation panel offers them for the frozen-ball rule). */
export function frozenBalls(spec: TableSpec, layout: Layout): ObjectBall[] {
  return describeLayout(spec, layout).flatMap((d) =>
    d.ball !== 'cue' && d.facts.some((f) => f.kind === 'frozen-cushion') ? [d.ball as ObjectBall] : [],
  );
}

/** The balls not on the table, the cue ball first: the ones that can be added. */
export function trayOf(layout: Layout): BallId[] {
  const on = new Set(layout.map((b) => b.ball));
  return (['cue', ...OBJECT_BALLS] as BallId[]).filter((b) => !on.has(b));
}

/** The position a run of `g` leaves: its start before any step, else where the referee left the balls. */
export function positionOf(r: GameRun, g: TableGame): GamePosition {
  return g.steps.length === 0
    ? { layout: g.start.balls, situation: g.start.situation }
    : { layout: r.layout, situation: situationAfter(r.facts) };
}

/** Balls a ruling moved (spotted, re-racked, put back), gliding from one position to the next. */
export interface Glide {
  readonly from: Layout;
  readonly to: Layout;
}

/**
 * The glide after a step: from where the balls stopped to where the ruling put them; with
 * `orBefore`, a step without a stroke (a re-rack chosen) glides from the position before it.
 */
export function glideOf(last: StepOutcome | undefined, orBefore: boolean): Glide | null {
  if (!last) return null;
  if (last.after !== last.rest) return { from: last.rest, to: last.after };
  if (orBefore && last.after !== last.before) return { from: last.before, to: last.after };
  return null;
}

/** Where the cue ball in hand stands against the kitchen (WPA 1999 3.10, 2.21; current 6.10). */
export interface KitchenView {
  /** the cue ball is in hand behind the head string: the kitchen is drawn */
  readonly inHand: boolean;
  /** the cue ball as shown (during a drag: where it is dragged) */
  readonly cue: Vec2 | undefined;
  /** in the kitchen, on the head string, or outside it; null where the kitchen does not apply */
  readonly placement: KitchenPlacement | null;
}

export function kitchenView(
  spec: TableSpec,
  c: Pick<SandboxContext, 'game' | 'situation'>,
  editing: boolean,
  present: Layout,
  shown: Layout,
): KitchenView {
  const inHand =
    editing && c.game !== null && c.situation.cueBall === 'in-hand-kitchen' && present.some((b) => b.ball === 'cue');
  const cue = shown.find((b) => b.ball === 'cue')?.at;
  return { inHand, cue, placement: inHand && cue ? kitchenPlacement(spec, cue) : null };
}

/** The scenario of a link: a game under way names the edition it is ruled under (when not the default). */
export function linkScenario(x: Scenario, edition: Edition): Scenario {
  return (x.steps || x.state) && edition !== DEFAULT_EDITION ? { ...x, edition } : x;
}

/** A shared game (a v2 link) as a record, under the link's edition; null: the link has no steps. */
export function sharedRecord(shared: Scenario): TableGame | null {
  if (!shared.steps || !shared.game) return null;
  return {
    table: shared.table,
    game: shared.game,
    edition: shared.edition ?? DEFAULT_EDITION,
    start: {
      balls: shared.balls.map(([ball, at]) => ({ ball, at })),
      situation: shared.situation ?? { shooter: 'A' },
      ...(shared.state ? { state: shared.state } : {}),
    },
    steps: shared.steps,
  };
}

/** The step a shared link opens on (`#step=n`, counted from 1); 0: none. */
export function stepOfHash(hash: string): number {
  return Number(/^#step=(\d+)$/.exec(hash)?.[1] ?? 0);
}

/** The scenario text of the share page's address, as written (some apps escape the ~ separator). */
export const addressText = (search: string): string => search.slice(1).replace(/%7E/gi, '~');

/** The keys a focused ball answers to. */
export interface BallKey {
  readonly key: string;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

/**
 * The machine's event for a key on the table (null: the key is not the table's): Enter shoots;
 * on a ball, the arrows nudge it (Shift: coarser, Alt: a ball's width), Delete takes it off,
 * Ctrl+Z (Shift: redo) takes a move back. Nothing moves outside the set-up.
 */
export function keyEvent(
  ball: BallId | null,
  e: BallKey,
  editing: boolean,
  orientation: Orientation,
): SandboxEvent | null {
  if (!editing) return null;
  if (e.key === 'Enter') return { type: 'shot.fire' };
  if (ball === null) return null;
  if (e.key.startsWith('Arrow')) {
    const size: NudgeSize = e.altKey ? 'ball' : e.shiftKey ? 'coarse' : 'fine';
    return { type: 'ball.nudge', ball, key: e.key, size, orientation };
  }
  if (e.key === 'Delete' || e.key === 'Backspace') return { type: 'ball.remove', ball };
  if ((e.key === 'z' || e.key === 'Z') && (e.ctrlKey || e.metaKey))
    return { type: e.shiftKey ? 'history.redo' : 'history.undo' };
  return null;
}
