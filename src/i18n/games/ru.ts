import type { GamesWords } from './index.ts';

/** Every game's names in Russian (the fields: index.ts); a cited name in «ёлочки», as in running text. */
export const GAMES_RU: GamesWords = {
  'eight-ball': { name: 'Восьмёрка', short: '«Восьмёрка»' },
  'nine-ball': { name: 'Девятка', short: '«Девятка»' },
  'straight-pool': { name: 'Прямой пул «14.1»', short: '«14.1 с продолжением»' },
  'six-ball': { name: 'Шестёрка', cite: '«Шестёрка»' },
  'card-ball': { name: 'Покер-пул (Card Ball)', cite: '«Покер-пул»' },
  bowlliards: { name: 'Боульярд', cite: '«Боульярд»' },
  cutthroat: { name: 'Сорвиголова', cite: '«Сорвиголова»' },
  cowboy: { name: 'Ковбой', cite: '«Ковбой»' },
  'forty-one': { name: 'Сорок одно', cite: '«Сорок одно»' },
  'kelly-pool': { name: 'Горошина', cite: '«Горошина»' },
  'mr-and-mrs': { name: 'Мистер и миссис', cite: '«Мистер и миссис»' },
  'odd-ball': { name: 'Нечет', cite: '«Нечет»' },
  honolulu: { name: 'Гонолулу', cite: '«Гонолулу»' },
  cribbage: { name: 'Крибидж', cite: '«Крибидж»' },
  'side-pocket-one': {
    name: 'Единица в среднюю лузу (игра без названия)',
    short: 'Единица в среднюю лузу',
    cite: '«Единица в среднюю лузу»',
  },
  lag: { name: 'Раскат на право разбоя', short: 'Розыгрыш разбоя' },
};
