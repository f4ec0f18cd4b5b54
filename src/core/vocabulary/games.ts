/** Game ids of the referee contract (contracts/README.md, end). */
export const GAME_IDS = [
  'eight-ball',
  'nine-ball',
  'straight-pool',
  'six-ball',
  'card-ball',
  'bowlliards',
  'cutthroat',
  'cowboy',
  'forty-one',
  'kelly-pool',
  'mr-and-mrs',
  'odd-ball',
  'honolulu',
  'cribbage',
  'side-pocket-one',
  'lag',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export const isGameId = (v: unknown): v is GameId =>
  typeof v === 'string' && (GAME_IDS as readonly string[]).includes(v);
