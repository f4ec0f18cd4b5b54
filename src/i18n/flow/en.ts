import type { FlowState, FlowStep } from '../../core/rules/flows.ts';

/**
 * Words of the referee's flow charts on the rule pages, in English. `ru.ts` has the same shape:
 * a state or step without its words fails the type check.
 */
export interface FlowStrings {
  /** Each state of any game's flow, as the chart names it. */
  readonly states: Record<FlowState, string>;
  /** The steps of a log, as the arrows are labelled. */
  readonly steps: Record<FlowStep, string>;
  /** Caption and accessible title: `Nine-ball: the referee's flow`. */
  readonly title: (game: string) => string;
  /** Read before the chart: how to read it. */
  readonly intro: string;
  /** The chart described in one sentence (the SVG's description). */
  readonly summary: (states: number, transitions: number) => string;
  /** The legend: what the arrows' lines and the marks inside a box mean. */
  readonly legend: { readonly label: string; readonly stays: string; readonly start: string };
  /** The summary of the chart told in words. */
  readonly inWords: string;
  /** One state's transitions in words: `On a shot: to Ball in hand (5.7, 5.10)`. */
  readonly onStep: (step: string) => string;
  /** The target of a transition in words; the same state: "stays". */
  readonly toState: (state: string) => string;
  readonly staysInWords: string;
  /** The states a set-up position may open in, besides the break. */
  readonly setUps: (states: string) => string;
  /** The label of a link to a paragraph. */
  readonly rule: (n: string) => string;
}

export const en: FlowStrings = {
  states: {
    breakShot: 'Break',
    awaitingChoice: 'A player chooses',
    gameOver: 'Game over',
    inPlay: 'In play',
    ballInHand: 'Ball in hand',
    ballInHandKitchen: 'Ball in hand in the kitchen',
    pushOutAvailable: 'Push out allowed',
    openTable: 'Open table',
    groupsChosen: 'Groups chosen',
    onTheEight: 'Shooting the 8',
    reracked: 'Balls re-racked',
    bonusInning: 'Bonus inning',
    secondInning: 'Second inning',
    firstInning: 'First inning',
    onHundred: 'On the 101st point',
    caromsOnly: 'Caroms only',
    mateDue: 'Mate on the next shot',
    bustDue: 'Bust to declare',
    owingBall: 'Owing a ball',
    inInning: 'Inning under way',
    announcementDue: 'Announcement due',
    noviceShooting: 'Novice at the table',
    bonusTaken: 'Bonus taken',
  },
  steps: { shot: 'shot', choose: 'choice', announce: 'announcement', newRack: 'new rack' },
  title: (game) => `${game}: the referee's flow`,
  intro:
    'The states the referee keeps track of between shots, and the steps of a game that move it from one to another: the line of an arrow shows its step (see the legend), its label the rules that send the game along it, and a number opens its paragraph. What a step that keeps the state and an announcement do is written inside each state.',
  summary: (states, transitions) =>
    `A state chart with ${states} states and ${transitions} transitions between them, each labelled with the rule paragraphs that lead along it.`,
  legend: {
    label: 'Legend',
    stays: '↻ the step leaves the game in the same state',
    start: 'the opening rack',
  },
  inWords: 'The chart in words',
  onStep: (step) => `On a ${step}:`,
  toState: (state) => `to ${state}`,
  staysInWords: 'stays',
  setUps: (states) => `A position set up by hand may also start in: ${states}.`,
  rule: (n) => `Rule ${n}`,
};
