/**
 * Every game's declared flow, as the rule pages chart it and machines.test.ts checks it against play,
 * after the shared edges (common/flows.ts) are added: the states, the openings and each transition
 * with its paragraphs, in order, frozen in declared-flows.json. A change to a flow shows here first;
 * when it is meant, the frozen file is rewritten with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FLOW_GAMES, flowOf } from './flows.ts';

const FROZEN = JSON.parse(readFileSync(join(import.meta.dirname, 'declared-flows.json'), 'utf8')) as Record<
  string,
  { initial: string[]; states: string[]; transitions: string[] }
>;

describe('declared flows', () => {
  test('the frozen file names every game with a flow', () => {
    expect(Object.keys(FROZEN).sort()).toEqual([...FLOW_GAMES].sort());
  });
  test.each(FLOW_GAMES)('%s: states, openings and transitions as frozen', (game) => {
    const flow = flowOf(game);
    expect({
      initial: flow.initial,
      states: flow.states,
      transitions: flow.transitions.map((t) => `${t.from} --${t.step}--> ${t.to}: ${t.rules.join(', ')}`),
    }).toStrictEqual(FROZEN[game]);
  });
});
