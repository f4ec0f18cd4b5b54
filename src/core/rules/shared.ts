/**
 * The referee's shared vocabulary for views, texts and tools outside the core: the types of a log
 * and a ruling (with `RefereeInputError`) and what a ruling says. Code outside `src/core` imports the
 * referee's pieces from its public modules — this one, `./spots.ts` (ball sets, table lines,
 * spotting), `./flows.ts` (a game's flow and its steps), `./index.ts` — never from `./common/`
 * (tests/architecture.test.ts), so that the referee's internals can move without touching the site.
 * Nothing here builds a machine or loads XState.
 */
export type { LossCause, RerackSaid, SayCode, SayParams, SharedSays, SidePocket } from './common/says.ts';
export * from './common/types.ts';
/** The names some games' clauses read: Honolulu's ways of pocketing a ball, the lag's faults. */
export type { Way as HonoluluWay } from './honolulu/rules.ts';
export type { LagFault } from './lag/rules.ts';
