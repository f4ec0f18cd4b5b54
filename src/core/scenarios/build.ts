/**
 * A stored scenario -> the physics input, the simulated shot, the full referee log and its rulings.
 * The generator and the checks use this one function, so what is checked is what was generated.
 */
import { roundTo } from '../geometry/index.ts';
import { finalPositions, type ShotInput, shotEvents, simulate } from '../physics/index.ts';
import { type CallJson, type StepJson as ContractStep, callFromJson, stepFromJson } from '../rules/from-json.ts';
import { type RefereeDoc, type Ruling, referee, type Step } from '../rules/index.ts';
import { standardTable } from '../table/index.ts';
import type { BallId, ObjectBall, PocketId, ShotEvent } from '../vocabulary/index.ts';
import type { AddedFoul, SettledBall, StepJson, StoredScenario, XY } from './model.ts';

export const TABLE = standardTable('9ft');

/** Digits kept for stored positions (0.1 mm) and for the shot's numbers. */
export const POSITION_DIGITS = 4;
export const SHOT_DIGITS = 2;
/** Digits of event times in the log given to the referee (and of the stored contact time). */
const TIME_DIGITS = 4;

const ballId = (key: string): BallId => (key === 'cue' ? 'cue' : (Number(key) as ObjectBall));
const keyOrder = (a: string, b: string) => (a === 'cue' ? -1 : b === 'cue' ? 1 : Number(a) - Number(b));

export function shotInput(s: Pick<StoredScenario, 'balls' | 'shot'>): ShotInput {
  const [speed, heading, side, height] = s.shot;
  return {
    table: TABLE,
    balls: Object.keys(s.balls)
      .sort(keyOrder)
      .map((k) => [ballId(k), s.balls[k] as XY] as const),
    shot: { ball: 'cue', speed, heading, tip: { side, height } },
  };
}

/** A written earlier step (contract JSON) -> the referee's step. */
const toStep = (s: StepJson): Step => stepFromJson(s as ContractStep);

/** The referee's events (motion changes dropped), times rounded. */
function refereeEvents(events: ReturnType<typeof shotEvents>): ShotEvent[] {
  const out: ShotEvent[] = [];
  for (const e of events) {
    if (e.type === 'roll' || e.type === 'spin' || e.type === 'stop') continue;
    out.push({ ...e, t: roundTo(e.t, TIME_DIGITS) } as ShotEvent);
  }
  return out;
}

export interface Derived {
  input: ShotInput;
  /** the question's shot as the referee gets it */
  events: ShotEvent[];
  /** resting places after the shot: a centre or a pocket */
  final: Record<string, XY | string>;
  doc: RefereeDoc;
  rulings: Ruling[];
  /** the ruling on the question's step */
  ruling: Ruling;
  /** time of the cue ball's first contact with a ball, or null */
  contact: number | null;
  digest: string;
  truncated: boolean;
}

/** Two FNV-1a lanes: 16 hex digits. */
function digestText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 13;
  }
  return a.toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** A non-ball foul the log adds to the question's shot, as the referee's event. */
const addedFoulEvent = (f: AddedFoul): ShotEvent => ({
  type: 'foul',
  kind: f.kind,
  ...(f.ball !== undefined ? { ball: f.ball as BallId } : {}),
  ...(f.intentional !== undefined ? { intentional: f.intentional } : {}),
});

/** A ball that fell by itself during the shot without affecting it, as the referee's event. */
const settledEvent = (s: SettledBall): ShotEvent => ({
  type: 'settle',
  ball: s.ball as ObjectBall,
  pocket: s.pocket,
  during: 'shot',
  affected: false,
});

/** The referee's log for the scenario, the question's events given. */
function refereeDoc(s: Pick<StoredScenario, 'balls' | 'log'>, events: ShotEvent[], after: Record<string, XY>) {
  const { log } = s;
  // on the table at the start: the balls of the question's shot and any the earlier steps pocketed
  const start = new Set(
    Object.keys(s.balls)
      .filter((k) => k !== 'cue')
      .map(Number),
  );
  for (const step of log.before ?? []) {
    const events = (step.shot as { events?: ShotEvent[] } | undefined)?.events ?? [];
    for (const e of events) if ((e.type === 'pocket' || e.type === 'off-table') && e.ball !== 'cue') start.add(e.ball);
  }
  const onTable = [...start].sort((x, y) => x - y) as ObjectBall[];
  const positions = Object.fromEntries(Object.keys(s.balls).map((k) => [k, s.balls[k] as XY]));
  const setup = log.setup ? { ...log.setup, onTable, positions } : null;
  const cueState = log.setup?.cueBall;
  const inHand = cueState === 'in-hand' || cueState === 'in-hand-kitchen';
  const asked = log.asked;
  const call = callFromJson(asked.call as CallJson | undefined);
  const cue = s.balls.cue as XY;
  const step: Step = {
    kind: 'shot',
    shot: {
      by: asked.by,
      ...(asked.break !== undefined ? { break: asked.break } : {}),
      ...(call ? { call } : {}),
      ...(asked.pushOut !== undefined ? { pushOut: asked.pushOut } : {}),
      ...(asked.sidePocket ? { sidePocket: asked.sidePocket as PocketId } : {}),
      ...(asked.stroke ? { stroke: asked.stroke } : {}),
      ...(inHand && (log.before ?? []).length === 0 ? { cueBallAt: [cue[0], cue[1]] as const } : {}),
      positions: after as never,
      events: [
        ...(asked.settle ? [settledEvent(asked.settle)] : []),
        ...(asked.fouls ?? []).map(addedFoulEvent),
        ...events,
      ],
    },
  };
  const doc: RefereeDoc = {
    game: log.game,
    players: [...log.players],
    teams: null,
    options: { ...(log.options ?? {}) },
    setup: setup as RefereeDoc['setup'],
    steps: [...(log.before ?? []).map(toStep), step],
  };
  return doc;
}

/** Simulates the shot, builds the log and rules it. Throws when the referee rejects the log. */
export function derive(s: Pick<StoredScenario, 'balls' | 'shot' | 'log'>): Derived {
  const input = shotInput(s);
  const result = simulate(input);
  const all = shotEvents(result);
  const events = refereeEvents(all);
  const final: Record<string, XY | string> = {};
  const after: Record<string, XY> = {};
  for (const [id, at] of finalPositions(result)) {
    const k = String(id);
    if (typeof at === 'string') final[k] = at;
    else {
      const p: XY = [roundTo(at[0], POSITION_DIGITS), roundTo(at[1], POSITION_DIGITS)];
      final[k] = p;
      after[k] = p;
    }
  }
  const doc = refereeDoc(s, events, after);
  const { rulings } = referee(doc);
  const ruling = rulings[rulings.length - 1] as Ruling;
  const first = events.find((e) => e.type === 'hit' && e.ball === 'cue');
  const contact = first?.type === 'hit' && first.t !== undefined ? first.t : null;
  const digest = digestText(
    JSON.stringify({
      events: all.map((e) => ({ ...e, t: roundTo(e.t, 9) })),
      final,
      rulings: rulings.map(({ says: _s, ...rest }) => rest),
    }),
  );
  return { input, events, final, doc, rulings, ruling, contact, digest, truncated: result.truncated };
}

/** Fouls that the first contact decides (3.18 wrong ball first, 3.17 no contact at all). */
const CONTACT_FOULS: readonly string[] = ['wrong-ball-first', 'no-contact'];

/**
 * A contact question's answer, from the engine's ruling on the whole shot: was the cue ball's first
 * contact legal? (What happens after it — a scratch, no rail — is not asked.) Null without a contact.
 */
export function firstContactLegal(d: Pick<Derived, 'ruling' | 'contact'>): boolean | null {
  if (d.contact === null) return null;
  return !d.ruling.fouls.some((f) => CONTACT_FOULS.includes(f));
}
