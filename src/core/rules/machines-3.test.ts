/** The declared transitions of the game machines, group 3 of 3 (machines.testing.ts, machines.test.ts). */
import { describeTransitions, TRANSITION_GROUPS } from './machines.testing.ts';

describeTransitions(TRANSITION_GROUPS[2] ?? []);
