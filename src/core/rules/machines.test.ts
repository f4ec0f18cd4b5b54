/**
 * The declared transitions of the game machines, checked against play (machines.testing.ts): this
 * file checks the first group of games, machines-2 and machines-3 the others, and that the groups
 * hold every game once; then an undeclared transition, and the lag machine.
 */
import { describe, expect, test } from 'vitest';
import { getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ev, game } from './build.ts';
import { RefereeDriver } from './driver.ts';
import type { SupportedGame } from './entry.ts';
import { lagMachine } from './lag/machine.ts';
import { CHECKED_GAMES, describeTransitions, TRANSITION_GROUPS } from './machines.testing.ts';
import { REFEREES } from './registry.ts';

describeTransitions(TRANSITION_GROUPS[0] ?? []);

test('the groups of games hold every checked game once', () => {
  const all = TRANSITION_GROUPS.flat();
  expect([...all].sort()).toEqual([...CHECKED_GAMES].sort());
  expect(new Set(all).size).toBe(all.length);
});

describe('an undeclared transition', () => {
  test('an undeclared transition is an internal error, not a silent move', () => {
    const g = REFEREES['eight-ball'] as SupportedGame;
    const ref = new RefereeDriver(game('eight-ball', []), g);
    // a protest leaves the table as it is; from a break it cannot lead to groups set
    const snapshot = ref.snapshot;
    const forged = { ...snapshot.context, phase: 'play', x: { groups: { A: 'solids', B: 'stripes' } } };
    const attempt = () => {
      const next = getNextSnapshot(g.machine, { ...snapshot, context: forged } as never, {
        type: 'player.announce',
        step: 0,
        by: 'A',
        what: 'protest',
      });
      if (next.status === 'error') throw next.error;
    };
    expect(attempt).toThrow(/no declared transition breakShot --announce--> groupsChosen/);
    ref.stop();
  });
});

describe('the lag machine (xstate/graph)', () => {
  test('lagging and decided are both reached', () => {
    const good = { events: [ev.rail('cue', 'foot')], final: [0.2, 0.9] as const };
    const paths = getShortestPaths(lagMachine, {
      input: game('lag', []),
      events: [
        { type: 'lag.resolved', step: 0, lag: { A: good, B: { ...good, final: [0.3, 0.4] } } },
        { type: 'lag.resolved', step: 0, lag: { A: good, B: { ...good, final: [0.2, 0.4] } } },
      ] as never,
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect(reached).toEqual(new Set(['lagging', 'decided']));
  });
});
