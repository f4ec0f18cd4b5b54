/**
 * A ruling under construction: judgement functions record fouls, cited rules, clauses of the
 * explanation (codes and their data, says.ts) and what was spotted or placed; `finish` reads the
 * rest from the new context.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import { keyedFrom } from './keyed.ts';
import type { Said, SayArgs, SayCode } from './says.ts';
import type { FoulCode, Group, Placement, Ruling, SideId } from './types.ts';

/** Citing 6.7.3 also cites 6.7, citing 1.16.1 also cites 1.16: both spellings name the rule. */
const PARENTS = new Map<string, readonly string[]>();
function withParents(id: string): readonly string[] {
  let out = PARENTS.get(id);
  if (!out) {
    const parts = id.split('.');
    out = parts.length <= 2 || id.includes('/') ? [id] : [parts.slice(0, 2).join('.'), id];
    PARENTS.set(id, out);
  }
  return out;
}

/** Clauses that already state the choice open to a player: the generic `options` clause would repeat it. */
const STATES_CHOICES =
  /^(deflected\.options|nine\.pushOutChoice|straight\.(breakOptions|rerackOptions|allInKitchen)|cowboy\.opening|cribbage\.acceptOrKitchen|six-ball\.breakOptions|cutthroat\.(illegalBreak|kitchen)|mr-and-mrs\.illegalBreak|side-pocket-one\.(illegalBreak|kitchenAll)|forty-one\.kitchen|[a-z-]+\.kitchen(Lowest|All))$/;

/** A choice clause already says how its player goes on: the matching `next.*` clause would repeat it. */
const COVERS: Readonly<Partial<Record<SayCode, SayCode>>> = {
  'choice.kitchen': 'next.kitchen',
  'choice.accept': 'next.inPlace',
};

const playerOf = (p: object | undefined): string | undefined => (p as { player?: string } | undefined)?.player;

function sameParams(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

export class Draft {
  readonly fouls: FoulCode[] = [];
  readonly rules: string[] = [];
  readonly clauses: Said[] = [];
  spotted: ObjectBall[] = [];
  placed: Record<string, Placement> | undefined;
  restore = false;
  replay = false;
  rerack = false;
  readonly warnings: string[] = [];

  constructor(readonly step: number) {}

  cite(...ids: string[]): this {
    for (const id of ids) for (const r of withParents(id)) if (!this.rules.includes(r)) this.rules.push(r);
    return this;
  }

  /** how many ids at the front of `rules` were put there by `lead` */
  private led = 0;

  /**
   * Cites `ids` as the decisive paragraphs: they go before every rule cited so far that was not led
   * (each followed by its parent, e.g. 6.7.2 then 6.7), in the order led. The first foul's own
   * paragraph thus comes before the general rules (3.18, 3.19, 3.17) the kit cites with it.
   */
  lead(...ids: string[]): this {
    for (const id of ids) {
      for (const r of [id, ...withParents(id).filter((p) => p !== id)]) {
        const at = this.rules.indexOf(r);
        if (at >= 0 && at < this.led) continue;
        if (at >= 0) this.rules.splice(at, 1);
        this.rules.splice(this.led, 0, r);
        this.led += 1;
      }
    }
    return this;
  }

  /**
   * Cites `ids` as the paragraphs that decide the whole ruling (a game lost, a count of fouls reaching
   * the warning): they go to the very front, before every rule cited or led so far, in the order given.
   */
  decide(...ids: string[]): this {
    const front: string[] = [];
    for (const id of ids)
      for (const r of [id, ...withParents(id).filter((p) => p !== id)]) if (!front.includes(r)) front.push(r);
    const wasLed = this.rules.slice(0, this.led).filter((r) => !front.includes(r)).length;
    const rest = this.rules.filter((r) => !front.includes(r));
    this.rules.length = 0;
    this.rules.push(...front, ...rest);
    this.led = front.length + wasLed;
    return this;
  }

  /**
   * The rules cited from index `mark` on decide the ruling more than those before it (a legal shot's
   * outcome over the definition of a legal shot): they move before the earlier ones that were not led.
   */
  promoteFrom(mark: number): this {
    const moved = this.rules.splice(mark);
    this.rules.splice(this.led, 0, ...moved);
    return this;
  }

  /**
   * Records a foul. A game's own foul (`<game-id>/<kind>`) and an illegal break are decided by the
   * paragraph given first: it leads the rules cited.
   */
  foul(code: FoulCode, ...ids: string[]): this {
    const first = !this.fouls.includes(code) && this.fouls.length === 0;
    if (!this.fouls.includes(code)) this.fouls.push(code);
    this.cite(...ids);
    // an illegal break decides the ruling even after a ball foul found on the same stroke
    if (code === 'illegal-break' && ids[0] !== undefined) this.decide(ids[0]);
    else if (first && ids[0] !== undefined && code.includes('/')) this.lead(ids[0]);
    return this;
  }

  /**
   * Adds a clause of the explanation. Each thing is said once: the same clause again, the generic
   * list of options after a clause that already states the choice, or the next player's cue ball
   * after a choice that already says it, are left out.
   */
  say<K extends SayCode>(code: K, ...params: SayArgs<K>): this;
  say(code: SayCode, params?: object): this {
    if (this.saysAlready(code, params)) return this;
    this.clauses.push((params ? { code, params } : { code }) as Said);
    return this;
  }

  private saysAlready(code: SayCode, params: object | undefined): boolean {
    for (const c of this.clauses) {
      if (c.code === code && sameParams(c.params, params)) return true;
      if (code === 'options' && STATES_CHOICES.test(c.code)) return true;
      if (COVERS[c.code] === code && playerOf(c.params) === playerOf(params)) return true;
    }
    return false;
  }

  place(key: string, where: Placement): this {
    this.placed ??= {};
    this.placed[key] = where;
    return this;
  }

  warn(w: string): this {
    if (!this.warnings.includes(w)) this.warnings.push(w);
    return this;
  }

  get isFoul(): boolean {
    return this.fouls.length > 0;
  }
}

export interface RulingExtras {
  groups?: Record<SideId, Group> | null;
  consecutiveFouls?: boolean;
  /** a choose/announce step is never a foul even if the context carries one */
  foul?: boolean;
}

export function finish(ctx: GameContext, d: Draft, extras: RulingExtras = {}): Ruling {
  const over = ctx.phase === 'over';
  const ruling: Ruling = {
    step: d.step,
    foul: extras.foul ?? d.isFoul,
    fouls: d.fouls,
    next: over ? null : ctx.turn,
    cueBall: ctx.cueBall,
    spotted: d.spotted,
    options: ctx.pending ? [...ctx.pending.options] : [],
    score: ctx.score ? keyedFrom(ctx.score) : null,
    result: ctx.result,
    restore: d.restore,
    replay: d.replay,
    rerack: d.rerack,
    warnings: d.warnings,
    rules: d.rules,
    // put into words only when read (src/i18n/rulings): most rulings made in bulk never are
    says: d.clauses,
  };
  if (extras.groups !== undefined) ruling.groups = extras.groups;
  if (extras.consecutiveFouls) ruling.consecutiveFouls = keyedFrom(ctx.fouls);
  if (d.placed) ruling.placed = d.placed;
  return ruling;
}
