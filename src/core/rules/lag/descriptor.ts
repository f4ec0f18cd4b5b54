import { defineGame, type LoadedGame } from '../descriptor.ts';

/** The lag for the break: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'lag',
  // 3.6: two players or two teams
  players: { min: 2, max: 2, rule: '3.6' },
  // the current WPA Rules of Play cover it (docs/referee.md, "Editions")
  currentEdition: true,
  rack: { kind: 'none', source: 'the lag uses no object balls' },
  stepKinds: ['lag'],
  load: (): Promise<LoadedGame<never>> =>
    import('./machine.ts').then((m) => ({
      machine: m.lagMachine,
      // two cue balls: no object ball exists, nothing is announced
      rules: { ballExists: () => false, announcements: [] },
      // not of the kit: no declared flow
      flow: null,
    })),
  rules: { page: 'general', anchor: 'rule-3-6', section: null, sidebar: null },
  quiz: null,
});
