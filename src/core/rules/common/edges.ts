/**
 * A game's declared flow: its `<game>/flow.json`, validated where it is loaded, with the
 * transitions every game shares added.
 *
 * The file is reviewed data: the states a log may open in, and per state the steps it accepts and
 * the states that may follow, each with the rule paragraphs that send the game there. Its
 * transitions were found by running every example log, the tests' logs and seeded random games
 * (with probes: every announcement, option, new rack, kind of foul and balls settling with no
 * stroke at each state), then reviewed against the rules. `declared-flows.json` freezes every
 * game's expanded flow (`flows.test.ts`), and the rule pages chart it.
 *
 * The shared transitions: a protest after the game (2.26) and the new rack (3.36, or the game's
 * paragraph), balls settling with no stroke while a choice is open (3.31), and in every other
 * state the announcements: a concession ends the game (1.14), a stalemate racks again for the
 * break (3.35, 4.21), and the announcements that leave the state where it is (2.16 warning, 2.26
 * protest, the game's own). A game's flow so declares only its shots and its choices; a state
 * whose announcements differ (a concession that only takes a player out, an announcement that
 * changes the state) declares its own.
 */
import type { GameId } from '../../vocabulary/index.ts';
import { FLOW_STEPS, type Flow, type FlowStep, type Paragraphs, type RoutedGame, routeChain } from './kit.ts';

/** A state's steps: per step, the states that may follow, each with its paragraphs. */
type Steps<S extends string> = { readonly [E in FlowStep]?: { readonly [T in S]?: Paragraphs } };

/** What the announcements of a game do in every state but game over. */
interface Announcements {
  /** the announcements that leave the state where it is, e.g. ['2.16', '2.26'] */
  stay: Paragraphs;
  /** a stalemate: the rack again, to the break (3.35, 4.21); none in a game without one */
  stalemate?: Paragraphs;
  /** false in a game that hears no concession (Bowlliards); else a concession ends the game (1.14) */
  concession?: boolean;
}

/** A game's own part of its flow, as its `flow.json` writes it; `declareFlow` adds the shared transitions. */
interface FlowSpec<S extends string> {
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

/** A `flow.json` that does not hold; each line names the file and the field. */
export class FlowDataError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly string[],
  ) {
    super(issues.map((issue) => `${file}: ${issue}`).join('\n'));
    this.name = 'FlowDataError';
  }
}

const isObject = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (names: Iterable<string>): string => [...names].join(', ');

/** Checks one `flow.json` against its game's states; the issues found, each `field: what is wrong`. */
function flowIssues(data: unknown, game: string, states: readonly string[]): string[] {
  const issues: string[] = [];
  const fail = (field: string, what: string): void => {
    issues.push(field ? `${field}: ${what}` : what);
  };
  const object = (v: unknown, field: string) => {
    if (isObject(v)) return v;
    fail(field, 'must be an object');
    return undefined;
  };
  /** An object with only the fields allowed and every field required. */
  const fields = (v: unknown, field: string, allowed: readonly string[], required: readonly string[]) => {
    const o = object(v, field);
    const at = (k: string) => (field ? `${field}.${k}` : k);
    if (o) for (const k of Object.keys(o)) if (!allowed.includes(k)) fail(at(k), `unknown field (${list(allowed)})`);
    if (o) for (const k of required) if (!Object.hasOwn(o, k)) fail(at(k), 'missing');
    return o;
  };
  const paragraphs = (v: unknown, field: string): void => {
    if (!Array.isArray(v) || v.length === 0) fail(field, 'must be a non-empty list of rule paragraphs');
    else
      v.forEach((p, i) => {
        if (typeof p !== 'string' || p.trim() === '')
          fail(`${field}[${i}]`, 'must be a rule paragraph (a non-empty string)');
      });
  };
  const isState = (s: unknown): s is string => typeof s === 'string' && states.includes(s);
  const notAState = (s: unknown) => `${JSON.stringify(s)} is not a state of the ${game} machine (${list(states)})`;

  const root = fields(data, '', ['initial', 'newRack', 'announce', 'from'], ['initial', 'announce', 'from']);
  if (!root) return issues;
  const initial = root.initial;
  if (Object.hasOwn(root, 'initial') && (!Array.isArray(initial) || initial.length === 0))
    fail('initial', 'must be a non-empty list of states');
  else if (Array.isArray(initial))
    initial.forEach((s, i) => {
      if (!isState(s)) fail(`initial[${i}]`, notAState(s));
      else if (initial.indexOf(s) !== i) fail(`initial[${i}]`, `"${s}" is listed twice`);
    });
  if (Object.hasOwn(root, 'newRack')) paragraphs(root.newRack, 'newRack');
  const announce = Object.hasOwn(root, 'announce')
    ? fields(root.announce, 'announce', ['stay', 'stalemate', 'concession'], ['stay'])
    : undefined;
  if (announce && Object.hasOwn(announce, 'stay')) paragraphs(announce.stay, 'announce.stay');
  if (announce && Object.hasOwn(announce, 'stalemate')) paragraphs(announce.stalemate, 'announce.stalemate');
  if (announce && Object.hasOwn(announce, 'concession') && typeof announce.concession !== 'boolean')
    fail('announce.concession', 'must be true or false');

  const from = Object.hasOwn(root, 'from') ? object(root.from, 'from') : undefined;
  if (!from) return issues;
  for (const [state, steps] of Object.entries(from)) {
    const field = `from.${state}`;
    if (state === 'gameOver') fail(field, 'game over has the shared steps only (a protest, the new rack)');
    else if (!isState(state)) fail(field, notAState(state));
    for (const [step, targets] of Object.entries(object(steps, field) ?? {})) {
      const at = `${field}.${step}`;
      if (!(FLOW_STEPS as readonly string[]).includes(step)) {
        fail(at, `${JSON.stringify(step)} is not a step (${list(FLOW_STEPS)})`);
        continue;
      }
      const to = object(targets, at);
      if (to && Object.keys(to).length === 0) fail(at, 'must name at least one state');
      for (const [target, rules] of Object.entries(to ?? {}))
        if (isState(target)) paragraphs(rules, `${at}.${target}`);
        else fail(`${at}.${target}`, notAState(target));
    }
  }
  for (const state of states)
    if (state !== 'gameOver' && !Object.hasOwn(from, state))
      fail(`from.${state}`, 'missing: every state but gameOver lists its steps');
  return issues;
}

/** 1.14: a concession ends the game. */
const CONCESSION: Paragraphs = ['1.14'];

/** The shared announcements of a state: a concession, a stalemate, the ones that stay. */
function announcements<S extends string>(state: S, a: Announcements): { readonly [T in S]?: Paragraphs } {
  const out: Record<string, Paragraphs> = a.concession === false ? {} : { gameOver: CONCESSION };
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

/**
 * A game's flow from its `flow.json` (`data`, the parsed file) with the shared transitions, game
 * over first. The file is checked once, here, against the states of the game's machine (its
 * routing chain): unknown fields, states the machine does not have, steps that are not steps,
 * empty paragraph lists. A file that does not hold throws a `FlowDataError` naming
 * `<game>/flow.json` and each field.
 */
export function declareFlow<S extends string>(data: unknown, rules: RoutedGame & { id: GameId }): Flow<S> {
  const issues = flowIssues(
    data,
    rules.id,
    routeChain(rules).map((r) => r.state),
  );
  if (issues.length > 0) throw new FlowDataError(`${rules.id}/flow.json`, issues);
  const spec = data as FlowSpec<S>;
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
