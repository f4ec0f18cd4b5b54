/** The names of a ruling's data in English, and the counts its texts write (the shared clauses' and each game's own). */
import { plural } from '../plural.ts';
import type { RulingWords } from './types.ts';

export const points = (n: number): string => plural('en', n, { one: '# point', other: '# points' });
export const cards = (n: number): string => plural('en', n, { one: '# card', other: '# cards' });

const PLACES = {
  stays: 'stays where it is',
  'foot-spot': 'goes to the foot spot',
  'head-spot': 'goes to the head spot',
  'centre-spot': 'goes to the centre spot',
  'in-hand-kitchen': 'is in hand behind the head string',
} as const;

const WAYS = { bank: 'bank', combination: 'combination', carom: 'carom', kick: 'kick' } as const;

export const EN_WORDS = {
  ball: (b) => (b === 'cue' ? 'cue ball' : `${b}`),
  balls: (list, capital) => {
    const s = list.length === 1 ? `the ${list[0]}` : `balls ${list.join(', ')}`;
    return capital ? s[0]?.toUpperCase() + s.slice(1) : s;
  },
  fouls: {
    'double-hit': 'Double hit',
    'push-shot': 'Push shot',
    'touched-ball': 'Ball touched',
    'no-foot-on-floor': 'No foot on the floor',
    'shot-while-moving': 'Shot while balls were moving',
    'cue-ball-placement': 'Object ball touched while placing the cue ball',
    'bad-cue-ball-position': 'Cue ball placed outside the kitchen',
    'miscue-jump': 'Miscue on a jump shot',
    'scoop-jump': 'Scooped jump shot',
    interference: 'Interference',
    'marking-table': 'Marking the table',
    'slow-play': 'Time limit exceeded',
    'deliberate-touch': 'Deliberately touching a moving ball',
    unsportsmanlike: 'Unsportsmanlike conduct',
    'cue-ball-stroke-in-hand': 'Forward stroke touching the cue ball in hand',
    'left-playing-area': 'Left the playing area without permission',
    'continued-after-foul': 'Played on after a foul was called',
    'refused-to-leave-table': 'Refused to leave the table',
    'deflected-break': 'Cue ball stopped or deflected on the break',
    'not-seated': 'Rose from the seat during the stroke',
    'feet-on-floor': 'Feet or footrests touched the floor',
    'obstacle-moved': 'Obstructing ball moved on a jump or massé shot',
  },
  reasons: {
    concession: 'concession',
    'continued-after-foul': 'played on after a foul was called',
    'left-playing-area': 'left the playing area without permission',
    'refused-to-leave-table': 'refused to leave the table',
    'second-intentional-foul': 'a second intentional cue-ball foul in the match',
    'second-deflected-break': 'a second deflected break in the match',
    unsportsmanlike: 'unsportsmanlike conduct',
    'three-consecutive-fouls': 'three consecutive fouls',
    'three-illegal-breaks': 'three illegal breaks in a row',
    'foul-on-eight': 'a foul while pocketing the 8',
    'eight-with-last': 'the 8 pocketed on the same shot as the last group ball',
    'eight-off-table': 'the 8 driven off the table',
    'eight-wrong-pocket': 'the 8 pocketed in a pocket that was not called',
    'eight-early': 'the 8 pocketed when it was not the legal object ball',
  },
  lagFaults: {
    crossed: "it crossed into the opponent's half",
    'no-foot-cushion': 'it did not reach the foot cushion',
    pocketed: 'it was pocketed',
    'off-table': 'it left the table',
    'side-cushion': 'it touched a long cushion',
    'in-corner-jaws': 'it stopped in the jaws of a corner pocket beyond the head cushion',
    'foot-cushion-twice': 'it touched the foot cushion more than once',
    foul: 'a foul was committed',
  },
  groups: { solids: 'the solids (1–7)', stripes: 'the stripes (9–15)' },
  optionNames: {
    accept: 'accept the table',
    pass: 'pass the shot back',
    'rerack-self': 're-rack and break',
    'rerack-opponent': 're-rack and have the offender break',
    'spot-eight': 'spot the 8 and play on',
    rerack: 're-rack',
    kitchen: 'cue ball in hand behind the head string',
    'spot-nearest': 'spot the ball nearest the head string',
    'spot-lowest': 'spot the lowest-numbered ball',
    relag: 'lag again',
  },
  options: (list): string =>
    list.map((o) => (EN_WORDS.optionNames as Readonly<Record<string, string>>)[o] ?? o).join(' or '),
  ways: (list) => list.map((w) => WAYS[w]).join(' and '),
  sidePockets: { 'side-left': 'the left side pocket', 'side-right': 'the right side pocket' },
  rerack: (e) => `the ${e.ball} ${PLACES[e.fifteenth]}, the cue ball ${PLACES[e.cue]}`,
  rules: (labels) => `(Rules ${labels}.)`,
} satisfies RulingWords;
