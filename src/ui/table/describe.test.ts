import { describe, expect, test } from 'vitest';
import { rackFor, standardTable, WPA_BALL } from '../../core/table/index.ts';
import { tableStrings } from '../../i18n/table/index.ts';
import { describeBall, describeLayout, layoutText } from './describe.ts';
import type { BallPlacement } from './scene.ts';

const spec = standardTable('9ft');
const R = WPA_BALL.radius;
const L = spec.length;
const W = spec.width;
const en = tableStrings('en');
const ru = tableStrings('ru');

describe('layout description: facts', () => {
  test.each<[string, BallPlacement, unknown[]]>([
    [
      'cue ball in the kitchen',
      { ball: 'cue', at: [0.3, 0.6] },
      [{ kind: 'kitchen' }, { kind: 'at', fromHead: 1, fromRight: 2 }],
    ],
    [
      'a ball on the head string is not in the kitchen',
      { ball: 'cue', at: [L / 4, 0.3] },
      [{ kind: 'at', fromHead: 2, fromRight: 1 }],
    ],
    ['a ball on the foot spot', { ball: 1, at: [(3 * L) / 4, W / 2] }, [{ kind: 'spot', spot: 'foot' }]],
    [
      'frozen to the foot cushion, two diamonds from the corner',
      { ball: 3, at: [L - R, (2 * W) / 4 - 0.01] },
      [
        { kind: 'frozen-cushion', side: 'foot' },
        { kind: 'along', pocket: 'foot-right', diamonds: 2 },
      ],
    ],
    [
      'frozen to the left cushion near the side pocket',
      { ball: 5, at: [L / 2 + L / 8, W - R - 0.0003] },
      [
        { kind: 'frozen-cushion', side: 'left' },
        { kind: 'along', pocket: 'side-left', diamonds: 1 },
      ],
    ],
    ['in the jaws of a corner pocket', { ball: 9, at: [L - 0.04, W - 0.04] }, [{ kind: 'jaws', pocket: 'foot-left' }]],
  ])('%s', (_name, ball, facts) => {
    expect(describeBall(spec, [ball], ball).facts).toEqual(facts);
  });

  test('two balls touching are frozen to each other', () => {
    const a: BallPlacement = { ball: 'cue', at: [1.5, 0.6] };
    const b: BallPlacement = { ball: 8, at: [1.5 + 2 * R + 0.0002, 0.6] };
    const [da, db] = describeLayout(spec, [b, a]);
    expect(da?.ball).toBe('cue');
    expect(da?.facts).toContainEqual({ kind: 'frozen-balls', others: [8] });
    expect(db?.facts).toContainEqual({ kind: 'frozen-balls', others: ['cue'] });
  });

  test('balls a millimetre apart are not frozen', () => {
    const a: BallPlacement = { ball: 'cue', at: [1.5, 0.6] };
    const b: BallPlacement = { ball: 8, at: [1.5 + 2 * R + 0.001, 0.6] };
    expect(describeBall(spec, [a, b], a).facts.some((f) => f.kind === 'frozen-balls')).toBe(false);
  });
});

describe('layout description: sentences', () => {
  const balls: BallPlacement[] = [
    { ball: 3, at: [L - R, (2 * W) / 4 - 0.01] },
    { ball: 'cue', at: [0.3, 0.6] },
  ];
  test('English', () => {
    expect(layoutText(en, spec, balls)).toBe(
      'A 9-foot table, 2 balls: the cue ball and the 3. The cue ball: in the kitchen, 1 diamond from the head cushion and 2 from the right cushion. The 3: frozen to the foot cushion, 2 diamonds from the foot-right pocket.',
    );
  });
  test('Russian', () => {
    expect(layoutText(ru, spec, balls)).toBe(
      'Стол 9 футов, 2 шара: биток и шар 3. Биток: в доме, на расстоянии 1 ромба от переднего борта и 2 ромбов от правого борта. Шар 3: вплотную к заднему короткому борту, на расстоянии 2 ромбов от задней правой лузы.',
    );
  });
  test('an empty table', () => {
    expect(layoutText(en, spec, [])).toBe('A 9-foot table, no balls.');
    expect(layoutText(ru, spec, [])).toBe('Стол 9 футов, шаров нет.');
  });
  test('every ball of a nine-ball rack gets a sentence, in number order', () => {
    const rack = rackFor('nine-ball', spec).map((r) => ({ ball: r.ball, at: r.at }));
    const text = layoutText(en, spec, rack);
    expect(text).toMatch(/^A 9-foot table, 9 balls: the 1, the 2, .* and the 9\. The 1: on the foot spot/);
    expect(text).toContain('The 9: frozen to the 2, the 3, the 4, the 5, the 6 and the 7');
    expect(layoutText(ru, spec, rack)).toContain('Шар 1: на задней отметке, вплотную к шару 2 и шару 3');
  });
});
