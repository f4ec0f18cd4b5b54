/**
 * A ruling under construction: judgement functions record fouls, cited rules, clauses of the
 * explanation and what was spotted or placed; `finish` reads the rest from the new context.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import { type Clause, type GameTemplateKey, type Param, render, type TemplateKey } from './explain.ts';
import type { Explanation, FoulCode, Group, Placement, Ruling, SideId } from './types.ts';

const EMPTY_EXPLANATION: Explanation = { en: '', ru: '' };

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

export class Draft {
  readonly fouls: FoulCode[] = [];
  readonly rules: string[] = [];
  readonly clauses: Clause[] = [];
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

  foul(code: FoulCode, ...ids: string[]): this {
    if (!this.fouls.includes(code)) this.fouls.push(code);
    return this.cite(...ids);
  }

  say(key: TemplateKey | GameTemplateKey, params?: Record<string, Param>): this {
    this.clauses.push(params ? { key, params } : { key });
    return this;
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
    score: ctx.score ? { ...ctx.score } : null,
    result: ctx.result,
    restore: d.restore,
    replay: d.replay,
    rerack: d.rerack,
    warnings: d.warnings,
    rules: d.rules,
    explain: EMPTY_EXPLANATION,
  };
  // rendered on first read (JSON output, the UI): most rulings made in bulk are never read in words
  let explain: Explanation | null = null;
  Object.defineProperty(ruling, 'explain', {
    enumerable: true,
    configurable: true,
    get: () => (explain ??= render(d.clauses, d.rules)),
  });
  if (extras.groups !== undefined) ruling.groups = extras.groups;
  if (extras.consecutiveFouls) ruling.consecutiveFouls = { ...ctx.fouls };
  if (d.placed) ruling.placed = d.placed;
  return ruling;
}
