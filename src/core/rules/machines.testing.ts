/**
 * The check of every game machine's declared transitions against play (machines.test.ts and its
 * siblings, each on one group of games, so that the unit tests' two workers share the work): the
 * logs are every example log of the game (examples/referee), the unit tests' logs of the rarer
 * transitions (flow-logs.jsonl), seeded random games from the opening and from set-up positions,
 * and, at every state those pass through, each step a log could hold next (every announcement,
 * every option on offer, a new rack, balls settling with no stroke, each kind of foul,
 * interference): the probes. Every transition they take is declared (an undeclared one throws
 * UndeclaredTransition), every declared transition is taken by at least one of them, and every
 * state a game rests in is reached from the opening.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { validateRefereeDoc } from '../../../bin/referee.ts';
import type { GameId } from '../vocabulary/index.ts';
import { restStates, transitionsOf } from './common/kit.ts';
import type { GameOptions, GameSetup, RefereeDoc } from './common/types.ts';
import type { SupportedGame } from './entry.ts';
import { key, type Opening, reachedFrom, takenBy } from './flow-testing.ts';
import { flowOf, isFlowGame } from './flows.ts';
import { REFEREES, supportedGames } from './registry.ts';

const ROOT = join(import.meta.dirname, '../../..');

/** The game's example logs: its own folder and the public cases. */
function exampleDocs(id: string): RefereeDoc[] {
  const docs: RefereeDoc[] = [];
  for (const dir of [join(ROOT, 'examples/referee', id), join(ROOT, 'examples/referee/cases')]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const c = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { case: { game: string } }).case;
      if (c.game === id) docs.push(validateRefereeDoc(c));
    }
  }
  return docs;
}

const O = (options: GameOptions, setup: GameSetup | null = null): Opening => ({ options, setup });
const KITCHEN = O({}, { shooter: 'A', cueBall: 'in-hand-kitchen' });
const FOULED = O({}, { shooter: 'A', consecutiveFouls: { A: 2, B: 2 } });
/** Where random games start besides the opening rack: set-up positions that reach the rarer states. */
const OPENINGS: Partial<Record<GameId, Opening[]>> = {
  'eight-ball': [
    O({}, { shooter: 'A', onTable: [1, 8, 9, 10] }),
    O({}, { shooter: 'A', onTable: [1, 8] }),
    O({}, { shooter: 'A', groups: { A: 'solids', B: 'stripes' }, onTable: [1, 8, 9, 10] }),
    O({}, { shooter: 'A', groups: { A: 'solids', B: 'stripes' }, onTable: [8, 9, 10] }),
    FOULED,
  ],
  'nine-ball': [FOULED, O({}, { shooter: 'A', pushOutAvailable: true }), O({}, { shooter: 'A', cueBall: 'in-hand' })],
  'straight-pool': [KITCHEN, FOULED, O({ target: 25 }, { shooter: 'A', onTable: [1, 2, 3] })],
  'six-ball': [KITCHEN, FOULED, O({}, { shooter: 'A', cueBall: 'in-hand' })],
  bowlliards: [
    O({}, { frame: 3, inning: 2 }),
    O({}, { frame: 10, inning: 2 }),
    O({}, { frame: 10, inning: 2, onTable: [1] }),
    O({}, { frame: 10, inning: 1 }),
  ],
  cowboy: [
    KITCHEN,
    O({}, { shooter: 'A', score: { A: 92, B: 98 } }),
    O({}, { shooter: 'A', score: { A: 100, B: 100 } }),
  ],
  'forty-one': [KITCHEN, O({}, { shooter: 'A', pocketedBy: { A: [15, 14], B: [13, 12] } })],
  'kelly-pool': [KITCHEN],
  'mr-and-mrs': [KITCHEN, O({ novice: ['B'] }), O({ novice: ['A', 'C'] })],
  'odd-ball': [
    KITCHEN,
    O({}, { shooter: 'A', pocketedBy: { A: [15, 13, 11, 9], B: [1] }, onTable: [2, 3, 4, 5, 6, 7, 8, 10, 12, 14] }),
    O({}, { shooter: 'A', pocketedBy: { A: [15, 14, 13, 12, 11], B: [1] }, onTable: [2, 3, 4, 5, 6, 7, 8, 9, 10] }),
  ],
  honolulu: [O({ target: 3 }), O({ target: 3 }, { shooter: 'A', owes: { A: 1, B: 1 } })],
  cribbage: [KITCHEN, FOULED],
  'side-pocket-one': [KITCHEN, FOULED],
  'card-ball': [KITCHEN],
  cutthroat: [KITCHEN],
};
/**
 * Logs for transitions that random play reaches too rarely (flow-logs.jsonl: one line per
 * transition, the log that takes it at its last step, or ends where a probe takes it), taken from
 * the unit tests, one written for the case (a concession that leaves one Cutthroat player).
 */
const LOGS: RefereeDoc[] = readFileSync(join(import.meta.dirname, 'flow-logs.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as { log: RefereeDoc }).log);

/** Random games per opening and number of players; more where a transition needs luck. */
const SEEDS: Partial<Record<GameId, number>> = { cutthroat: 4, 'kelly-pool': 3 };

const openingsOf = (id: GameId): Opening[] => [O({}), O({ target: 25 }), ...(OPENINGS[id] ?? [])];

/**
 * Declared transitions no log here takes yet, each with where it was seen: kept declared, since a
 * log that takes them must not fail. The list is checked too: an entry the logs do take is stale.
 */
const SEEN_ELSEWHERE: Partial<Record<GameId, string[]>> = {
  // the 61-point bonus rack broken: reached by odd-ball.test.ts's xstate/graph walk
  'odd-ball': ['breakShot shot bonusTaken'],
  // a disqualified owner (kelly-pool/7) scratches and the incoming player plays from the kitchen:
  // reached by probing the judge directly (kelly-pool/judge.ts, "a disqualified offender")
  'kelly-pool': ['inPlay shot ballInHandKitchen'],
};

/**
 * The games, in groups of about equal work (seconds on a quiet machine: Kelly Pool's probes take
 * 10, Cowboy's 6, most games 1): one test file per group.
 */
export const TRANSITION_GROUPS: readonly (readonly GameId[])[] = [
  ['kelly-pool', 'nine-ball', 'card-ball', 'honolulu', 'forty-one', 'side-pocket-one'],
  ['cowboy', 'mr-and-mrs', 'eight-ball'],
  ['bowlliards', 'six-ball', 'cutthroat', 'straight-pool', 'cribbage', 'odd-ball'],
];

/** The games with a declared flow to check: every supported game but the lag. */
export const CHECKED_GAMES: readonly GameId[] = supportedGames().filter((id) => id !== 'lag');

/** The test of each game of `group`: every declared transition taken, nothing else, every state reached. */
export function describeTransitions(group: readonly GameId[]): void {
  const pool = group.map((id) => [id, REFEREES[id] as SupportedGame] as const);
  describe('declared transitions, taken by the logs', () => {
    test.each(pool)(
      '%s: every declared transition is taken, nothing else, every state reached',
      { timeout: 240_000 },
      (_id, g) => {
        const declared = new Set(transitionsOf(g.machine).map((t) => key(t.from, t.step, t.to)));
        const logs = [...exampleDocs(g.id), ...LOGS.filter((d) => d.game === g.id)];
        const taken = takenBy(g, logs, openingsOf(g.id), SEEDS[g.id] ?? 2, 120);
        const elsewhere = SEEN_ELSEWHERE[g.id] ?? [];
        expect(
          elsewhere.filter((t) => taken.has(t) || !declared.has(t)),
          'stale SEEN_ELSEWHERE',
        ).toEqual([]);
        const missing = [...declared].filter((t) => !taken.has(t) && !elsewhere.includes(t));
        expect(missing.sort(), 'declared, never taken').toEqual([]);
        expect([...taken].filter((t) => !declared.has(t)).sort(), 'taken, not declared').toEqual([]);
        expect(reachedFrom(taken)).toEqual(restStates(g.machine).sort());
        // the paragraphs a transition declares (the rule pages chart them) are cited by a ruling that takes it
        const uncited = isFlowGame(g.id)
          ? flowOf(g.id).transitions.flatMap((t) => {
              const k = key(t.from, t.step, t.to);
              const cited = taken.cited.get(k) ?? new Set<string>();
              return elsewhere.includes(k) ? [] : t.rules.filter((r) => !cited.has(r)).map((r) => `${k}: ${r}`);
            })
          : ['no declared flow'];
        expect(uncited, 'declared paragraphs no ruling of the transition cites').toEqual([]);
      },
    );
  });
}
