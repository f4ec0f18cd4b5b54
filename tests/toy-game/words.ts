/**
 * The toy game's words, as a new game writes them into src/i18n/games/en.ts and ru.ts: its names
 * (`GAMES_EN`, `GAMES_RU`) and the words of a clause of its own (`GAME_CLAUSES_EN`, `GAME_CLAUSES_RU`),
 * `toy-game.sixOnBreak`. The toy test adds them to those two files' exports, as it adds the
 * descriptor to the game list, and to nothing else. (A game of the real list declares its codes in
 * its `says.ts`, which types these words; the toy's id is known to no type.)
 */
import type { GameWords } from '../../src/i18n/games/index.ts';

interface ToyWords {
  readonly names: GameWords;
  readonly clauses: { readonly sixOnBreak: () => string };
}

export const TOY_WORDS: Readonly<Record<'en' | 'ru', ToyWords>> = {
  en: {
    names: { name: 'Toy game (a test of the game list)', short: 'Toy game', cite: 'Toy' },
    clauses: { sixOnBreak: () => 'The 6 went down on a legal break: the toy game is won.' },
  },
  ru: {
    names: { name: 'Игрушечная игра (проверка списка игр)', short: 'Игрушечная игра', cite: '«Игрушка»' },
    clauses: { sixOnBreak: () => 'Шестёрка забита правильным разбоем: игрушечная партия выиграна.' },
  },
};
