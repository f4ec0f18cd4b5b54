import type { GamesWords } from './index.ts';

/** Every game's names in English (the fields: index.ts). */
export const GAMES_EN: GamesWords = {
  'eight-ball': { name: 'Eight-ball' },
  'nine-ball': { name: 'Nine-ball' },
  'straight-pool': { name: '14.1 continuous' },
  'six-ball': { name: 'Six-Ball' },
  'card-ball': { name: 'Card Ball (Poker Pool)', short: 'Card Ball' },
  bowlliards: { name: 'Bowlliards' },
  cutthroat: { name: 'Cutthroat' },
  cowboy: { name: 'Cowboy' },
  'forty-one': { name: 'Forty-One' },
  'kelly-pool': { name: 'Kelly Pool (Pea Pool)', short: 'Kelly Pool' },
  'mr-and-mrs': { name: 'Mr. & Mrs.' },
  'odd-ball': { name: 'Odd Ball' },
  honolulu: { name: 'Honolulu' },
  cribbage: { name: 'Cribbage' },
  'side-pocket-one': { name: 'One-ball in the side pocket (unnamed game)', short: 'One-ball in the side pocket' },
  lag: { name: 'The lag for the break', short: 'Lag for break' },
};
