/**
 * A game is its folder and its line in the game list: a toy game (tests/toy-game: a descriptor and
 * its rules) added to the list here, and to nothing else, is registered, has a flow, rules a shot,
 * and appears in every list made from the game list; its words (tests/toy-game/words.ts) added to
 * the two files of the games' words, src/i18n/games/{en,ru}.ts, and to nothing else, name it on the
 * table, in a citation and in the quiz, and word a clause of its own in a ruling's explanation, in
 * both languages (docs/referee.md, "Adding a game": games.ts, those two files and its two pages).
 */
import { describe, expect, test, vi } from 'vitest';
import { descriptor as toy } from '../../../tests/toy-game/descriptor.ts';
import { TOY_WORDS } from '../../../tests/toy-game/words.ts';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import { citeName, shortName } from '../../i18n/games/index.ts';
import { explanation, ruleLabel } from '../../i18n/rulings/index.ts';
import { en as tableEn } from '../../i18n/table/en.ts';
import { ru as tableRu } from '../../i18n/table/ru.ts';
import { CURRENT_EDITION_GAMES, hasTwoEditions } from '../editions/games.ts';
import { QUIZ_BANKS } from '../quiz/types.ts';
import { standardTable } from '../table/index.ts';
import { RACKS, rackFor } from '../table/racks.ts';
import { GAME_IDS, type GameId } from '../vocabulary/index.ts';
import { ev, game, shot } from './build.ts';
import { FLOW_GAMES, flowOf } from './flows.ts';
import { GAMES } from './games.ts';
import { RefereeInputError, referee, type Said } from './index.ts';
import { loadGame } from './lazy.ts';
import { REFEREES } from './registry.ts';

// the one list, with the toy's line added: what a new game's line in games.ts does
vi.mock('./games.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./games.ts')>();
  const { descriptor: added } = await import('../../../tests/toy-game/descriptor.ts');
  const games = [...real.GAMES, added];
  const ids = games.map((g) => g.id as string);
  return {
    ...real,
    GAMES: games,
    GAME_IDS: ids,
    isGameId: (v: unknown) => typeof v === 'string' && ids.includes(v),
    gameOf: (id: string) => games.find((g) => g.id === id),
  };
});

// the toy's entries in the two files of the games' words: what a new game's words there do
vi.mock('../../i18n/games/en.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../i18n/games/en.ts')>();
  const { TOY_WORDS: words } = await import('../../../tests/toy-game/words.ts');
  return {
    ...real,
    GAMES_EN: { ...real.GAMES_EN, 'toy-game': words.en.names },
    GAME_CLAUSES_EN: { ...real.GAME_CLAUSES_EN, 'toy-game': words.en.clauses },
  };
});
vi.mock('../../i18n/games/ru.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../i18n/games/ru.ts')>();
  const { TOY_WORDS: words } = await import('../../../tests/toy-game/words.ts');
  return {
    ...real,
    GAMES_RU: { ...real.GAMES_RU, 'toy-game': words.ru.names },
    GAME_CLAUSES_RU: { ...real.GAME_CLAUSES_RU, 'toy-game': words.ru.clauses },
  };
});

const TOY = toy.id as GameId;

describe('a toy game made from its descriptor alone', () => {
  test('it is in the game list and its ids', () => {
    expect(GAMES).toContain(toy);
    expect(GAME_IDS).toContain(TOY);
  });

  test('it is registered, and its loader gives the registry’s machine', async () => {
    const entry = REFEREES[TOY];
    expect(entry?.status).toBe('supported');
    const lazy = await loadGame(TOY);
    expect(lazy?.machine).toBe(entry?.status === 'supported' ? entry.machine : undefined);
  });

  test('it has a declared flow, checked against its rules', () => {
    expect(FLOW_GAMES).toContain(TOY);
    const flow = flowOf(TOY as (typeof FLOW_GAMES)[number]);
    expect(flow.initial).toContain('breakShot');
    expect(flow.transitions.length).toBeGreaterThan(0);
  });

  test('it rules a shot: the 6 pocketed on a legal break wins', () => {
    const out = referee(game(TOY, [shot('A', [ev.hit(1), ev.pocket(6)])], { players: ['A', 'B'] }));
    const ruling = out.rulings[0];
    expect(ruling?.foul).toBe(false);
    expect(ruling?.result?.winner).toBe('A');
  });

  test('its players are checked by the paragraph its descriptor names', () => {
    const three = () => referee(game(TOY, [], { players: ['A', 'B', 'C'] }));
    expect(three).toThrow(RefereeInputError);
    expect(three).toThrow(/\(1\.1\)/);
  });

  test('its rack and quiz bank come from its descriptor; it has no current edition', () => {
    expect(RACKS[TOY]).toBe(toy.rack);
    expect(rackFor(TOY, standardTable('9ft')).map((b) => b.ball)).toEqual([1, 2, 3, 4, 6, 5]);
    expect(QUIZ_BANKS).toContain(TOY);
    expect(CURRENT_EDITION_GAMES).not.toContain(TOY);
    expect(CURRENT_EDITION_GAMES.length).toBeGreaterThan(0);
    expect(hasTwoEditions(TOY)).toBe(false);
    expect(hasTwoEditions('nine-ball')).toBe(true);
  });

  test('its score never goes below zero: its descriptor names no paragraph that allows it', () => {
    const below = () => referee(game(TOY, [], { players: ['A', 'B'], setup: { score: { A: -1 } } }));
    expect(toy.negativeScore).toBeNull();
    expect(below).toThrow(/setup\.score\.A: a score in toy-game is never below 0/);
  });
});

describe('the toy game’s words, from the two files of the games’ words alone', () => {
  test.each([
    ['en', tableEn],
    ['ru', tableRu],
  ] as const)('%s: the table, a citation of its paragraph and the quiz name it', (lang, table) => {
    const words = TOY_WORDS[lang].names;
    expect(table.gameName(TOY)).toBe(shortName(words));
    expect(ruleLabel('toy-game/4', lang)).toBe(`${citeName(words)} 4`);
    const quiz = quizStringsFor(lang);
    expect(quiz[toy.strings.name]).toBe(words.name);
    if (toy.strings.bank !== null) expect(quiz[toy.strings.bank]).toBe(words.name);
  });

  test('a ruling that says its own clause is worded in both languages, citing its paragraph by its name', () => {
    // the toy's id is known to no type, so neither is its code: a real game's is (its says.ts)
    const says = [{ code: 'toy-game.sixOnBreak' } as unknown as Said];
    expect(explanation({ says, rules: ['toy-game/4'] })).toEqual({
      en: `${TOY_WORDS.en.clauses.sixOnBreak()} (Rules Toy 4.)`,
      ru: `${TOY_WORDS.ru.clauses.sixOnBreak()} (Правила «Игрушка» 4.)`,
    });
  });
});
