import type { BallId } from '../../core/vocabulary/index.ts';
import { plural } from '../plural.ts';

/**
 * Words of a game played on at the table (its state, choices, steps), in both languages. They are
 * downloaded with the game's rules (islands/game-view.ts), not with the page.
 */

const ballEn = (b: BallId): string => (b === 'cue' ? 'the cue ball' : `the ${b}`);
const ballRu = (b: BallId): string => (b === 'cue' ? 'биток' : `шар ${b}`);

export const GAME_EN = {
  gameTitle: 'The game',
  toShoot: (p: string) => `Player ${p} to shoot`,
  toChoose: (p: string) => `Player ${p} to choose`,
  breakDue: 'The next shot is a break.',
  score: 'Score',
  foulsInRow: (n: number) => plural('en', n, { one: '# foul in a row', other: '# fouls in a row' }),
  warned: 'warned of the third foul',
  openTable: 'Open table: no groups yet.',
  groupOf: (p: string, g: 'solids' | 'stripes') => `Player ${p}: ${g}`,
  ballOn: (b: BallId) => `Ball on: ${ballEn(b)}`,
  pushOutAvailable: 'A push out may be played now.',
  cueBallInHand: (where: 'anywhere' | 'kitchen'): string =>
    where === 'kitchen'
      ? 'Cue ball in hand behind the head string: place it in the kitchen.'
      : 'Cue ball in hand: place it anywhere on the table.',
  choiceOf: (p: string) => `Player ${p} chooses:`,
  ballToSpot: 'Ball to spot',
  announcements: 'Say',
  announceNames: {
    warning: 'Referee: warn of the third foul',
    concede: 'concede the game',
    'forty-one': 'forty-one',
    bust: 'bust',
    'own-ball-pocketed': 'own ball pocketed',
    protest: 'protest an uncalled foul',
    stalemate: 'Referee: stalemate',
    unrestorable: 'Referee: the position cannot be put back',
  } as Record<string, string>,
  announceBy: (p: string, what: string) => (p === 'referee' ? what : `Player ${p}: ${what}`),
  gameOverWith: (winner: string | null) => (winner ? `Game over: player ${winner} wins.` : 'Game over: a draw.'),
  playOn: 'Play on from here',
  stepsTitle: 'Steps of the game',
  startPosition: 'Start position',
  stepShot: (n: number, p: string) => `${n}. Shot by player ${p}`,
  stepChoose: (n: number, p: string, option: string) => `${n}. Player ${p} chooses: ${option}`,
  stepAnnounce: (n: number, said: string) => `${n}. ${said}`,
  stepFoul: 'foul',
  undoStep: 'Take back the last step',
  redoStep: 'Put the step back',
  viewing: (n: number) => `Showing step ${n} of the game.`,
  viewingStart: 'Showing the start position.',
  saidBy: 'Said between shots',
  speaker: 'Who says it',
  backToGame: 'Back to the game',
  stepFailed: (n: number, why: string) => `Step ${n} could not be played: ${why}`,
  stepLink: 'Link to this step',
  gameLink: 'Link to this game',
};

export type GameStrings = typeof GAME_EN;

export const GAME_RU: GameStrings = {
  gameTitle: 'Партия',
  toShoot: (p) => `Бьёт игрок ${p}`,
  toChoose: (p) => `Выбирает игрок ${p}`,
  breakDue: 'Следующий удар — разбой.',
  score: 'Счёт',
  foulsInRow: (n) => `фолов подряд: ${n}`,
  warned: 'предупреждён о третьем фоле',
  openTable: 'Стол открыт: группы не выбраны.',
  groupOf: (p, g) => `Игрок ${p}: ${g === 'solids' ? 'сплошные' : 'полосатые'}`,
  ballOn: (b) => `Прицельный шар: ${ballRu(b)}`,
  pushOutAvailable: 'Сейчас можно сыграть пуш-аут.',
  cueBallInHand: (where) =>
    where === 'kitchen'
      ? 'Биток «с руки» из дома: поставьте его за линией дома.'
      : 'Биток «с руки»: поставьте его в любое место стола.',
  choiceOf: (p) => `Игрок ${p} выбирает:`,
  ballToSpot: 'Шар для установки',
  announcements: 'Заявить',
  announceNames: {
    warning: 'Судья: предупредить о третьем фоле',
    concede: 'сдать партию',
    'forty-one': 'сорок одно',
    bust: 'перебор',
    'own-ball-pocketed': 'забит свой шар',
    protest: 'протест: фол не объявлен',
    stalemate: 'Судья: пат',
    unrestorable: 'Судья: положение восстановить нельзя',
  } as Record<string, string>,
  announceBy: (p, what) => (p === 'referee' ? what : `Игрок ${p}: ${what}`),
  gameOverWith: (winner) => (winner ? `Партия окончена: победил игрок ${winner}.` : 'Партия окончена: ничья.'),
  playOn: 'Играть дальше',
  stepsTitle: 'Ходы партии',
  startPosition: 'Начальная позиция',
  stepShot: (n, p) => `${n}. Удар игрока ${p}`,
  stepChoose: (n, p, option) => `${n}. Игрок ${p} выбирает: ${option}`,
  stepAnnounce: (n, said) => `${n}. ${said}`,
  stepFoul: 'фол',
  undoStep: 'Отменить последний ход',
  redoStep: 'Вернуть ход',
  viewing: (n) => `Показан ход ${n}.`,
  viewingStart: 'Показана начальная позиция.',
  saidBy: 'Сказано между ударами',
  speaker: 'Кто говорит',
  backToGame: 'Вернуться к партии',
  stepFailed: (n, why) => `Ход ${n} сыграть нельзя: ${why}`,
  stepLink: 'Ссылка на этот ход',
  gameLink: 'Ссылка на партию',
};

export const gameStrings = (lang: string): GameStrings => (lang === 'en' ? GAME_EN : GAME_RU);
