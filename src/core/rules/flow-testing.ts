/**
 * Test support for the declared transitions of the game machines: the transitions a set of logs
 * takes, seeded random games, and probes (each step a log could hold next) on the way.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { CONDUCT_LEVELS, NON_BALL_FOULS, type ShotEvent, WHEELCHAIR_FOULS } from '../vocabulary/index.ts';
import { ev } from './build.ts';
import { lowest, toList } from './common/balls.ts';
import type { GameContext } from './common/context.ts';
import type { RefereeEvent } from './common/events.ts';
import { type FlowStep, STEP_EVENTS } from './common/kit.ts';
import { type RefereeDoc, RefereeInputError, type Ruling, type ShotDeclaration, type Step } from './common/types.ts';
import { RefereeDriver, stepEvent } from './driver.ts';
import type { SupportedGame } from './entry.ts';
import { randomStep, seededRandom } from './random-play.ts';
import { validateShot } from './validate.ts';

const STEP_OF = Object.fromEntries(Object.entries(STEP_EVENTS).map(([k, v]) => [v, k])) as Record<string, FlowStep>;
const FOULS = NON_BALL_FOULS.filter((k) => !(WHEELCHAIR_FOULS as readonly string[]).includes(k));

/** Steps a log could hold next in this context, besides the random one. */
function probes(g: SupportedGame, ctx: GameContext, every = true): Step[] {
  const out: Step[] = [];
  if (ctx.phase === 'over') {
    if (g.stepKinds.includes('newRack')) out.push({ kind: 'newRack' });
    out.push({ kind: 'announce', by: ctx.turn, what: 'protest' });
    return out;
  }
  const other = ctx.players.find((p) => p !== ctx.turn) as string;
  for (const what of g.announcements) {
    for (const by of [ctx.turn, other]) out.push({ kind: 'announce', by, what });
    if (what === 'stalemate' || what === 'warning') out.push({ kind: 'announce', by: 'referee', what });
  }
  const p = ctx.pending;
  if (p)
    for (const option of p.options)
      for (const ball of p.candidates ?? [undefined])
        out.push({ kind: 'choose', by: p.chooser, option, ...(ball !== undefined ? { ball } : {}) });
  const low = lowest(ctx.onTable);
  if (low === null) return out;
  const shot = (events: ShotEvent[], extra: Partial<ShotDeclaration> = {}): Step => ({
    kind: 'shot',
    shot: { by: ctx.turn, events, ...extra },
  });
  out.push(shot([{ type: 'settle', ball: low }]), shot([{ type: 'settle', ball: low, pocket: 'foot-left' }]));
  if (p) return out;
  // a scratch, a ball pocketed, and on a break a legal one (four balls to a cushion)
  const asOpening = ctx.phase === 'break' ? { break: true } : {};
  out.push(shot([ev.hit(low), ev.rail(low), ev.pocket('cue', 'foot-right')], asOpening));
  out.push(shot([ev.hit(low), ev.pocket(low, 'foot-left')], asOpening));
  if (ctx.phase === 'break')
    out.push(
      shot(
        [
          ev.hit(low),
          ...toList(ctx.onTable)
            .slice(0, 4)
            .map((b) => ev.rail(b)),
        ],
        asOpening,
      ),
    );
  const played: ShotEvent[] = [ev.hit(low), ev.rail(low)];
  // every kind of foul on a break and now and then; a common one otherwise
  const kinds = every || ctx.phase === 'break' ? FOULS : FOULS.slice(0, 1);
  for (const kind of kinds) out.push(shot([...played, { type: 'foul', kind }], asOpening));
  for (const level of every ? CONDUCT_LEVELS : [])
    out.push(shot([...played, { type: 'foul', kind: 'unsportsmanlike', level }]));
  out.push(shot([ev.hit(low), { type: 'foul', kind: 'touched-ball', by: other }]));
  return out;
}

export const key = (from: string, step: FlowStep | 'init', to: string) => `${from} ${step} ${to}`;

/**
 * Takes a probe on a copy of the machine's snapshot; a step the referee rejects is skipped. A
 * probe that lands on a choice or the end of the game (rare in random play) is probed again there.
 */
/**
 * What `getNextSnapshot` builds on every call (an actor that is never started, doing nothing), built
 * once per game: the probes are many.
 */
function inertScope(g: SupportedGame, doc: RefereeDoc): unknown {
  const self = createActor(g.machine, { input: doc });
  const nothing = () => {};
  return {
    self,
    defer: nothing,
    id: '',
    logger: nothing,
    sessionId: '',
    stopChild: nothing,
    system: self.system,
    emit: nothing,
    actionExecutor: nothing,
  };
}

function probe(
  g: SupportedGame,
  scope: unknown,
  snapshot: AnyMachineSnapshot,
  step: Step,
  taken: Taken,
  deeper = true,
): void {
  const ctx = snapshot.context as GameContext;
  const event: RefereeEvent = stepEvent(step, 0);
  if (!snapshot.can(event)) return;
  let next: AnyMachineSnapshot;
  try {
    if (step.kind === 'shot') validateShot(g, ctx, step.shot, 'probe');
    next = g.machine.transition(snapshot, event, scope as never) as AnyMachineSnapshot;
  } catch (e) {
    if (e instanceof RefereeInputError) return;
    throw e;
  }
  if (next.status === 'error') throw next.error;
  const to = String(next.value);
  const kind = STEP_OF[event.type] as FlowStep;
  taken.add(key(String(snapshot.value), kind, to), citing(kind, (next.context as GameContext).ruling, ctx.ruling));
  if (deeper && to !== String(snapshot.value) && (to === 'awaitingChoice' || to === 'gameOver'))
    for (const s of probes(g, next.context as GameContext)) probe(g, scope, next, s, taken, false);
}

function watch(ref: RefereeDriver, taken: Taken): void {
  taken.add(key('start', 'init', String(ref.state)), null);
  let before: Ruling | null = null;
  ref.onMove = (from, event, to) => {
    const step = STEP_OF[event.type] as FlowStep;
    const ruling = ref.snapshot.context.ruling as Ruling | null;
    taken.add(key(from, step, to), citing(step, ruling, before));
    before = ruling;
  };
}

/** The ruling whose paragraphs a step is cited by: its own; a choice citing none, the ruling that offered it. */
const citing = (step: FlowStep, ruling: Ruling | null, before: Ruling | null): Ruling | null =>
  step === 'choose' && ruling?.rules.length === 0 ? before : ruling;

/** The transitions taken, and per transition the paragraphs its rulings cite. */
export class Taken extends Set<string> {
  readonly cited = new Map<string, Set<string>>();

  override add(transition: string, ruling?: Ruling | null): this {
    super.add(transition);
    if (ruling) {
      const rules = this.cited.get(transition) ?? new Set<string>();
      for (const r of ruling.rules) rules.add(r);
      this.cited.set(transition, rules);
    }
    return this;
  }
}

/** The transitions `logs`, seeded random games (`seeds` per number of players) and their probes take. */
/** Where a random game starts: the log's options and setup. */
export type Opening = Pick<RefereeDoc, 'options' | 'setup'>;

export function takenBy(
  g: SupportedGame,
  logs: readonly RefereeDoc[],
  openings: readonly Opening[] = [{ options: {}, setup: null }],
  seeds = 12,
  steps = 250,
): Taken {
  const taken = new Taken();
  for (const doc of logs) {
    const ref = new RefereeDriver(doc, g);
    watch(ref, taken);
    doc.steps.forEach((s, i) => {
      ref.step(s, i);
    });
    const scope = inertScope(g, doc);
    for (const s of probes(g, ref.context)) probe(g, scope, ref.snapshot, s, taken);
    ref.stop();
  }
  for (let n = 2; n <= 5; n += 1) {
    const players = ['A', 'B', 'C', 'D', 'E'].slice(0, n);
    for (let seed = 0; seed < seeds * openings.length; seed += 1) {
      const opening = openings[seed % openings.length] as Opening;
      const doc: RefereeDoc = { game: g.id, players, teams: null, ...opening, steps: [] };
      let ref: RefereeDriver;
      try {
        ref = new RefereeDriver(doc, g);
      } catch (e) {
        if (e instanceof RefereeInputError) break; // the game is not played by n players
        throw e;
      }
      watch(ref, taken);
      const scope = inertScope(g, doc);
      const rng = seededRandom(seed * 7 + n);
      for (let i = 0; i < steps; i += 1) {
        const ctx = ref.context;
        for (const s of probes(g, ctx, i % 4 === 0)) probe(g, scope, ref.snapshot, s, taken);
        if (ctx.phase === 'over' && !g.stepKinds.includes('newRack')) break;
        const step: Step = ctx.phase === 'over' ? { kind: 'newRack' } : randomStep(ctx, rng);
        doc.steps.push(step);
        ref.step(step, i);
      }
      ref.stop();
    }
  }
  return taken;
}

/** The states reached from the opening over the transitions taken. */
export function reachedFrom(taken: Set<string>): string[] {
  const edges = [...taken].map((t) => t.split(' '));
  const seen = new Set(['start']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [from, , to] of edges)
      if (seen.has(from as string) && !seen.has(to as string)) {
        seen.add(to as string);
        grew = true;
      }
  }
  seen.delete('start');
  return [...seen].sort();
}
