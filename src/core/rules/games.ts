/**
 * Every game, once: the one list the registry, the lazy loaders, the racks, the quiz banks, the
 * rule pages and the sidebar are made from. A game is added with its folder (its descriptor.ts
 * among its files) and its line here; the order is the contract's (docs/contract.md, `game`).
 */

import { descriptor as bowlliards } from './bowlliards/descriptor.ts';
import { descriptor as cardBall } from './card-ball/descriptor.ts';
import { descriptor as cowboy } from './cowboy/descriptor.ts';
import { descriptor as cribbage } from './cribbage/descriptor.ts';
import { descriptor as cutthroat } from './cutthroat/descriptor.ts';
import type { GameDescriptor } from './descriptor.ts';
import { descriptor as eightBall } from './eight-ball/descriptor.ts';
import { descriptor as fortyOne } from './forty-one/descriptor.ts';
import { descriptor as honolulu } from './honolulu/descriptor.ts';
import { descriptor as kellyPool } from './kelly-pool/descriptor.ts';
import { descriptor as lag } from './lag/descriptor.ts';
import { descriptor as mrAndMrs } from './mr-and-mrs/descriptor.ts';
import { descriptor as nineBall } from './nine-ball/descriptor.ts';
import { descriptor as oddBall } from './odd-ball/descriptor.ts';
import { descriptor as sidePocketOne } from './side-pocket-one/descriptor.ts';
import { descriptor as sixBall } from './six-ball/descriptor.ts';
import { descriptor as straightPool } from './straight-pool/descriptor.ts';

export const GAMES = [
  eightBall,
  nineBall,
  straightPool,
  sixBall,
  cardBall,
  bowlliards,
  cutthroat,
  cowboy,
  fortyOne,
  kellyPool,
  mrAndMrs,
  oddBall,
  honolulu,
  cribbage,
  sidePocketOne,
  lag,
] as const satisfies readonly GameDescriptor[];

export type AnyGame = (typeof GAMES)[number];
/** A game id of the referee contract. */
export type GameId = AnyGame['id'];
/** A game that has a quiz bank of its own (its bank's id is the game's). */
export type GameBank = Extract<AnyGame, { quiz: object }>['id'];

export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id);

export const isGameId = (v: unknown): v is GameId =>
  typeof v === 'string' && (GAME_IDS as readonly string[]).includes(v);

const BY_ID = new Map<string, AnyGame>(GAMES.map((g) => [g.id, g]));

/** The descriptor of a game. */
export const gameOf = (id: GameId): AnyGame => BY_ID.get(id) as AnyGame;
