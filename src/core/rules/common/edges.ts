/**
 * The transitions every game's flow shares, added to the ones a game declares (its `machine.ts`):
 * a protest after the game (2.26) and the new rack (3.36, or the game's paragraph), balls settling
 * with no stroke while a choice is open (3.31), and in every other state the announcements: a
 * concession ends the game (1.14), a stalemate racks again for the break (3.35, 4.21), and the
 * announcements that leave the state where it is (2.16 warning, 2.26 protest, the game's own).
 * A game's flow so declares only its shots and its choices; a state whose announcements differ
 * (a concession that only takes a player out, an announcement that changes the state) declares
 * its own.
 */
import type { Flow, FlowStep, Paragraphs } from './kit.ts';

/** A state's steps: per step, the states that may follow, each with its paragraphs. */
export type Steps<S extends string> = { readonly [E in FlowStep]?: { readonly [T in S]?: Paragraphs } };

/** What the announcements of a game do in every state but game over. */
export interface Announcements {
  /** the announcements that leave the state where it is, e.g. ['2.16', '2.26'] */
  stay: Paragraphs;
  /** a stalemate: the rack again, to the break (3.35, 4.21); none in a game without one */
  stalemate?: Paragraphs;
}

/** A game's own part of its flow; `declareFlow` adds the shared transitions. */
export interface FlowSpec<S extends string> {
  /** the states a log may open in (the break, or a play state of a setup) */
  initial: readonly S[];
  /** a new rack after the game (3.36, the game's paragraph); none where a log cannot rack again */
  newRack?: Paragraphs;
  announce: Announcements;
  /**
   * Every state but game over, in routing order, with its own steps (the shots, the choices). A
   * state that lists `announce` has those announcements instead of the shared ones.
   */
  from: { readonly [K in Exclude<S, 'gameOver'>]: Steps<S> };
}

/** 1.14: a concession ends the game. */
const CONCESSION: Paragraphs = ['1.14'];

/** The shared announcements of a state: a concession, a stalemate, the ones that stay. */
function announcements<S extends string>(state: S, a: Announcements): { readonly [T in S]?: Paragraphs } {
  const out: Record<string, Paragraphs> = { gameOver: CONCESSION };
  if (state === 'breakShot') out.breakShot = [...(a.stalemate ?? []), ...a.stay] as unknown as Paragraphs;
  else if (state === 'awaitingChoice') {
    out.awaitingChoice = a.stay;
    if (a.stalemate) out.breakShot = a.stalemate;
  } else {
    if (a.stalemate) out.breakShot = a.stalemate;
    out[state] = a.stay;
  }
  return out as { readonly [T in S]?: Paragraphs };
}

/** A game's flow: its own steps with the shared transitions, game over first. */
export function declareFlow<S extends string>(spec: FlowSpec<S>): Flow<S> {
  const from: Record<string, Steps<S>> = {
    gameOver: {
      announce: { gameOver: ['2.26'] } as Steps<S>['announce'],
      ...(spec.newRack ? { newRack: { breakShot: spec.newRack } as Steps<S>['newRack'] } : {}),
    },
  };
  for (const [state, own] of Object.entries(spec.from) as [S, Steps<S>][]) {
    const shot =
      own.shot ?? (state === 'awaitingChoice' ? ({ awaitingChoice: ['3.31'] } as Steps<S>['shot']) : undefined);
    from[state] = {
      ...(shot ? { shot } : {}),
      ...(own.choose ? { choose: own.choose } : {}),
      announce: own.announce ?? announcements(state, spec.announce),
      ...(own.newRack ? { newRack: own.newRack } : {}),
    };
  }
  return { initial: spec.initial, from: from as Flow<S>['from'] };
}
