/**
 * A game's flow.json is checked where it is loaded: each bad file below fails with one issue that
 * names the file and the field, and says what is wrong.
 */
import { describe, expect, test } from 'vitest';
import type { BowlliardsState } from '../bowlliards/game.ts';
import { BOWLLIARDS } from '../bowlliards/game.ts';
import SIX_BALL_JSON from '../six-ball/flow.json' with { type: 'json' };
import { SIX_BALL } from '../six-ball/game.ts';
import { declareFlow, FlowDataError } from './edges.ts';

/** The six-ball flow.json with the field at `path` set to `value`, or left out where `value` is undefined. */
function sixBallWith(path: readonly string[], value: unknown): unknown {
  const flow = structuredClone(SIX_BALL_JSON) as Record<string, unknown>;
  let at = flow;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return flow;
}

/** The issues a flow.json raises, or none. */
function issuesOf(data: unknown, rules: Parameters<typeof declareFlow>[1] = SIX_BALL): readonly string[] {
  try {
    declareFlow(data, rules);
    return [];
  } catch (e) {
    if (!(e instanceof FlowDataError)) throw e;
    expect(e.message).toBe(e.issues.map((i) => `${e.file}: ${i}`).join('\n'));
    return e.issues;
  }
}

describe('declareFlow: a flow.json that does not hold names its file and field', () => {
  test('the six-ball flow.json holds as it is', () => {
    expect(issuesOf(SIX_BALL_JSON)).toEqual([]);
  });

  test.each<[string, unknown, string, string]>([
    ['an unknown field', sixBallWith(['comment'], 'x'), 'comment', 'unknown field (initial, newRack, announce, from)'],
    [
      'an unknown field of announce',
      sixBallWith(['announce'], { stay: ['2.26'], stalemates: ['3.35'] }),
      'announce.stalemates',
      'unknown field (stay, stalemate, concession)',
    ],
    ['a missing field', sixBallWith(['announce'], undefined), 'announce', 'missing'],
    [
      'an unknown state among the openings',
      sixBallWith(['initial'], ['breakShot', 'ballInHands']),
      'initial[1]',
      '"ballInHands" is not a state of the six-ball machine (gameOver, awaitingChoice, breakShot, ballInHand, ballInHandKitchen, inPlay)',
    ],
    [
      'an opening listed twice',
      sixBallWith(['initial'], ['breakShot', 'inPlay', 'breakShot']),
      'initial[2]',
      '"breakShot" is listed twice',
    ],
    [
      'an unknown source state',
      sixBallWith(['from', 'onTheEight'], { shot: { inPlay: ['4.9'] } }),
      'from.onTheEight',
      '"onTheEight" is not a state of the six-ball machine',
    ],
    [
      'an unknown target state',
      sixBallWith(['from', 'breakShot', 'shot', 'gameOer'], ['six-ball/8.1']),
      'from.breakShot.shot.gameOer',
      '"gameOer" is not a state of the six-ball machine',
    ],
    [
      'a state named __proto__ (an own key of parsed JSON)',
      JSON.parse(JSON.stringify(SIX_BALL_JSON).replace('"inPlay":{"shot"', '"__proto__":{},"inPlay":{"shot"')),
      'from.__proto__',
      '"__proto__" is not a state of the six-ball machine',
    ],
    [
      'game over declared (its steps are the shared ones)',
      sixBallWith(['from', 'gameOver'], { newRack: { breakShot: ['3.36'] } }),
      'from.gameOver',
      'game over has the shared steps only',
    ],
    [
      'a state of the machine left out',
      sixBallWith(['from', 'inPlay'], undefined),
      'from.inPlay',
      'missing: every state but gameOver lists its steps',
    ],
    [
      'an unknown step',
      sixBallWith(['from', 'breakShot'], { shoot: SIX_BALL_JSON.from.breakShot.shot }),
      'from.breakShot.shoot',
      '"shoot" is not a step (shot, choose, announce, newRack)',
    ],
    [
      'a step that names no state',
      sixBallWith(['from', 'inPlay', 'shot'], {}),
      'from.inPlay.shot',
      'must name at least one state',
    ],
    [
      'an empty list of paragraphs',
      sixBallWith(['from', 'breakShot', 'shot', 'gameOver'], []),
      'from.breakShot.shot.gameOver',
      'must be a non-empty list of rule paragraphs',
    ],
    [
      'an empty paragraph',
      sixBallWith(['from', 'breakShot', 'shot', 'gameOver'], ['', 'six-ball/7']),
      'from.breakShot.shot.gameOver[0]',
      'must be a rule paragraph (a non-empty string)',
    ],
    [
      'a paragraph written as a number',
      sixBallWith(['newRack'], [3.36]),
      'newRack[0]',
      'must be a rule paragraph (a non-empty string)',
    ],
    [
      'paragraphs written as one string',
      sixBallWith(['announce'], { stay: '2.16, 2.26' }),
      'announce.stay',
      'must be a non-empty list of rule paragraphs',
    ],
    [
      'a concession neither true nor false',
      sixBallWith(['announce'], { stay: ['2.26'], concession: 'no' }),
      'announce.concession',
      'must be true or false',
    ],
    ['a state that is not an object', sixBallWith(['from', 'inPlay'], []), 'from.inPlay', 'must be an object'],
  ])('%s', (_, data, field, what) => {
    const issues = issuesOf(data);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.startsWith(`${field}: `)).toBe(true);
    expect(issues[0]).toContain(what);
  });

  test('a file that is not an object', () => {
    expect(() => declareFlow([], SIX_BALL)).toThrow(/^six-ball\/flow\.json: must be an object$/);
  });

  test('every issue of a file is named, one line each', () => {
    const data = sixBallWith(['from', 'inPlay', 'shot'], { inPlay: ['six-ball/8.1'], gameOer: ['six-ball/12'] });
    (data as { from: { breakShot: { shot: Record<string, unknown> } } }).from.breakShot.shot.gameOver = [];
    expect(() => declareFlow(data, SIX_BALL)).toThrow(
      [
        'six-ball/flow.json: from.breakShot.shot.gameOver: must be a non-empty list of rule paragraphs',
        'six-ball/flow.json: from.inPlay.shot.gameOer: "gameOer" is not a state of the six-ball machine (gameOver, awaitingChoice, breakShot, ballInHand, ballInHandKitchen, inPlay)',
      ].join('\n'),
    );
  });

  test("a state of another game's machine is not one of this game's", () => {
    const issues = issuesOf(SIX_BALL_JSON, BOWLLIARDS);
    expect(issues).toContain(
      'initial[1]: "ballInHand" is not a state of the bowlliards machine (gameOver, breakShot, bonusInning, secondInning, firstInning)',
    );
    expect(issues).toContain(
      'from.awaitingChoice: "awaitingChoice" is not a state of the bowlliards machine (gameOver, breakShot, bonusInning, secondInning, firstInning)',
    );
  });

  test('a game that hears no concession (Bowlliards): no state ends the game on one', () => {
    const flow = declareFlow<BowlliardsState>(
      {
        initial: ['breakShot'],
        announce: { stay: ['2.26'], concession: false },
        from: { breakShot: {}, bonusInning: {}, secondInning: {}, firstInning: {} },
      },
      BOWLLIARDS,
    );
    expect(flow.from.breakShot.announce).toEqual({ breakShot: ['2.26'] });
    expect(flow.from.firstInning.announce).toEqual({ firstInning: ['2.26'] });
  });
});
