/**
 * The driver of one game's machine: a game log in, one ruling per step out. It knows no game by
 * name: the caller gives the game's entry (from the static registry, or loaded on demand).
 */
import { type AnyActorRef, type AnyMachineSnapshot, createActor } from 'xstate';
import { type ShotFacts, summarizeShot } from '../shot/index.ts';
import { type GameContext, sideOf } from './common/context.ts';
import type { RefereeEvent } from './common/events.ts';
import { keyedFrom } from './common/keyed.ts';
import {
  type OptionName,
  type RefereeDoc,
  RefereeInputError,
  type Ruling,
  type ShotDeclaration,
  type Step,
} from './common/types.ts';
import type { SupportedGame } from './entry.ts';
import { type MachineAnswer, validateDoc, validateStep } from './validate.ts';

export interface RefereeOutput {
  rulings: Ruling[];
}

/**
 * 3.41: a foul event naming another player than the shooter (`by`) is that player's interference
 * with the stroke. The stroke is void, and the step is ruled as the non-shooter's foul: only its
 * foul events, `strokeBy` naming whose stroke it was. Otherwise the shot as it is. 3.41 speaks of
 * the opponent: a foul `by` the shooter's teammate (`sameSide`) is his side's own foul, ruled as the
 * shooter's (issue 28).
 */
export function asRuledShot(
  shot: ShotDeclaration,
  sameSide: (p: string, q: string) => boolean = () => false,
): ShotDeclaration {
  const teammate = (e: ShotDeclaration['events'][number]) =>
    e.type === 'foul' && e.by !== undefined && e.by !== shot.by && sameSide(e.by, shot.by);
  if (shot.events.some(teammate))
    return asRuledShot(
      {
        ...shot,
        events: shot.events.map((e) => {
          if (e.type !== 'foul' || !teammate(e)) return e;
          const { by: _by, ...rest } = e;
          return rest;
        }),
      },
      sameSide,
    );
  let offender: string | undefined;
  for (const e of shot.events) if (e.type === 'foul' && e.by !== undefined && e.by !== shot.by) offender = e.by;
  if (offender === undefined) return shot;
  const events = shot.events.flatMap((e) => {
    if (e.type !== 'foul' || e.by !== offender) return [];
    const { by: _by, ...rest } = e;
    return [rest];
  });
  return { by: offender, break: false, events, strokeBy: shot.by };
}

/** Contract: when options are open and the next step is a shot, the first option is taken;
 *  a shot declared as a break takes the re-rack option that makes its shooter the breaker. */
export function implicitOption(ctx: GameContext, shot: ShotDeclaration): OptionName {
  const p = ctx.pending as NonNullable<GameContext['pending']>;
  if (shot.break === true) {
    const wanted: OptionName[] =
      shot.by === p.chooser ? ['rerack-self', 'rerack'] : shot.by === p.offender ? ['rerack-opponent'] : [];
    const hit = p.options.find((o) => wanted.includes(o));
    if (hit) return hit;
  }
  return p.options[0] as OptionName;
}

const SETUP_RECORDS = [
  'groups',
  'positions',
  'consecutiveFouls',
  'score',
  'pocketedBy',
  'owes',
  'sidePockets',
  'hands',
] as const;
const OPTION_RECORDS = ['peas', 'hands'] as const;

/**
 * The log with every record keyed by player (or ball) copied without a prototype, so that a
 * player called `__proto__` or `toString` reads and writes like any other (the command's edge
 * already gives such records; a log built in code may not).
 */
export function normalizeDoc(doc: RefereeDoc): RefereeDoc {
  const setup = doc.setup ? { ...doc.setup } : null;
  if (setup)
    for (const k of SETUP_RECORDS)
      if (setup[k] !== undefined)
        (setup as Record<string, unknown>)[k] = keyedFrom(setup[k] as Record<string, unknown>);
  const options = { ...doc.options };
  for (const k of OPTION_RECORDS) {
    const v = options[k];
    if (v && typeof v === 'object' && !Array.isArray(v)) options[k] = keyedFrom(v as Record<string, unknown>);
  }
  return { ...doc, setup, options, steps: doc.steps.map(normalizeStep) };
}

/** The event the machine receives for a step. */
/** `facts`: the shot's facts when the caller has them already. */
export function stepEvent(
  step: Step,
  i: number,
  facts?: ShotFacts,
  sameSide?: (p: string, q: string) => boolean,
): RefereeEvent {
  switch (step.kind) {
    case 'shot': {
      const shot = asRuledShot(step.shot, sameSide);
      const ruled = shot === step.shot && facts ? facts : summarizeShot(shot.events);
      return { type: 'shot.resolved', step: i, shot, facts: ruled };
    }
    case 'choose':
      return {
        type: 'player.choose',
        step: i,
        by: step.by,
        option: step.option as OptionName,
        ...(step.ball !== undefined ? { ball: step.ball } : {}),
      };
    case 'announce':
      return { type: 'player.announce', step: i, by: step.by, what: step.what };
    case 'newRack':
      return { type: 'rack.new', step: i, ...(step.breaker !== undefined ? { breaker: step.breaker } : {}) };
    case 'lag':
      return { type: 'lag.resolved', step: i, lag: step.lag };
  }
}

const normalizeStep = (step: Step): Step => (step.kind === 'lag' ? { ...step, lag: keyedFrom(step.lag) } : step);

export class RefereeDriver {
  private readonly actor: AnyActorRef;
  readonly doc: RefereeDoc;
  private failure: unknown = null;
  /** the ruling of an option taken by default before the last shot (contract: first option), if any */
  implicitRuling: Ruling | null = null;
  /** told of every move of the machine, from the state it rested in to the next, with the event */
  onMove: ((from: string, ev: RefereeEvent, to: string) => void) | null = null;

  constructor(
    doc: RefereeDoc,
    readonly game: SupportedGame,
  ) {
    this.doc = normalizeDoc(doc);
    validateDoc(this.doc, game);
    this.actor = createActor(game.machine, { input: this.doc });
    this.actor.subscribe({ error: (e: unknown) => (this.failure = e) });
    this.actor.start();
    this.check();
  }

  get context(): GameContext {
    return this.actor.getSnapshot().context as GameContext;
  }

  /** The machine's state value (e.g. `awaitingChoice`, `openTable`). */
  get state(): unknown {
    return this.actor.getSnapshot().value;
  }

  private check(): void {
    if (this.failure !== null) throw this.failure;
  }

  /** The machine's snapshot between steps: its state and context. */
  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  private send(ev: RefereeEvent): void {
    const from = String(this.snapshot.value);
    this.actor.send(ev);
    this.check();
    this.onMove?.(from, ev, String(this.snapshot.value));
  }

  /** Applies one step and returns its ruling; throws RefereeInputError on bad input. */
  step(given: Step, i: number): Ruling {
    const step = normalizeStep(given);
    let ctx = this.context;
    this.implicitRuling = null;
    const facts = step.kind === 'shot' ? summarizeShot(step.shot.events) : undefined;
    // a teammate's foul is his side's own (3.41 speaks of the opponent)
    const ev = stepEvent(step, i, facts, (p, q) => sideOf(ctx, p) === sideOf(ctx, q));
    let now = this.answer(ev);
    // a stroke while a choice is open (a step with no stroke leaves it open, 3.31): the first option is taken
    if (step.kind === 'shot' && !now.can && ctx.pending && this.accepts('player.choose')) {
      const option = implicitOption(ctx, step.shot);
      this.send({ type: 'player.choose', step: i, by: ctx.pending.chooser, option, implicit: true });
      ctx = this.context;
      this.implicitRuling = ctx.ruling;
      now = this.answer(ev);
    }
    validateStep(this.game, ctx, step, i, now);
    this.send(ev);
    const ruling = this.context.ruling;
    if (!ruling || ruling.step !== i) throw new RefereeInputError(`steps[${i}]`, 'this step cannot be played now');
    return ruling;
  }

  /** Whether the state the machine rests in handles the event at all, and whether it can be played now. */
  private answer(ev: RefereeEvent): MachineAnswer {
    return { accepts: this.accepts(ev.type), can: this.snapshot.can(ev) };
  }

  /** Whether the state the machine rests in has a handler for the event type (guards aside). */
  private accepts(type: RefereeEvent['type']): boolean {
    const snapshot = this.snapshot;
    return snapshot.machine.root.states[String(snapshot.value)]?.on[type] !== undefined;
  }

  stop(): void {
    this.actor.stop();
  }
}

/** Rules a whole log of `game`. Throws RefereeInputError (path relative to the log) on bad input. */
export function runLog(doc: RefereeDoc, game: SupportedGame): RefereeOutput {
  const r = new RefereeDriver(doc, game);
  try {
    return { rulings: doc.steps.map((s, i) => r.step(s, i)) };
  } finally {
    r.stop();
  }
}
