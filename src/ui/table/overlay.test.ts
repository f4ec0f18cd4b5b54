import { describe, expect, test } from 'vitest';
import { standardTable } from '../../core/table/index.ts';
import { frameOf } from './frame.ts';
import { aimNodes, kitchenNodes, samplePaths, trailNodes } from './overlay.ts';
import { playShot } from './play.ts';
import { diagramMarkup, wrapText } from './svg.ts';

const spec = standardTable('9ft');
const f = frameOf(spec);
const layout = [
  { ball: 'cue' as const, at: [0.6, 0.635] as const },
  { ball: 1 as const, at: [1.5, 0.635] as const },
  { ball: 9 as const, at: [2.2, 0.2] as const },
];

describe('what is drawn over the balls', () => {
  const out = playShot(spec, layout, { heading: 0, speed: 2, side: 0, height: 0 });
  if (!out.ok) throw new Error(out.message);
  const paths = samplePaths(out.replay);
  test('paths: the balls that moved, none for a ball that stayed', () => {
    const moved = paths.balls.map((b) => b.ball);
    expect(moved).toContain('cue');
    expect(moved).toContain(1);
    expect(moved).not.toContain(9);
    expect(paths.times[0]).toBe(0);
    expect(paths.times[paths.times.length - 1]).toBe(out.replay.duration);
  });
  test('trails grow with the time of the replay', () => {
    expect(trailNodes(f, paths, 0)).toEqual([]);
    const mid = trailNodes(f, paths, out.replay.duration / 2);
    const end = trailNodes(f, paths);
    const length = (nodes: typeof end) => nodes.reduce((s, n) => s + String(n.attrs.points).split(' ').length, 0);
    expect(mid.length).toBeGreaterThan(0);
    expect(length(end)).toBeGreaterThan(length(mid));
    expect(end.find((n) => n.attrs['data-trail'] === 'cue')?.attrs.class).toBe('pt-trail pt-trail--cue');
  });
  test('the aim line meets the 1 (ghost ball and the line of the struck ball)', () => {
    const nodes = aimNodes(f, spec, layout, 0);
    expect(nodes.map((n) => n.attrs.class)).toEqual(['pt-aim', 'pt-ghost', 'pt-aim pt-aim--target']);
  });
  test('the kitchen in hand, with a warning ring only outside it', () => {
    expect(kitchenNodes(f, spec, [0.3, 0.6], 'in').map((n) => n.attrs.class)).toEqual([
      'pt-kitchen-live',
      'pt-string-live',
    ]);
    expect(kitchenNodes(f, spec, [0.9, 0.6], 'out')[2]?.attrs.class).toBe('pt-warn-ring pt-warn-ring--out');
  });
});

describe('the caption of an exported picture', () => {
  test('wraps at spaces', () => {
    expect(wrapText('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrapText('averyverylongword x', 5)).toEqual(['averyverylongword', 'x']);
  });
  test('makes the picture taller and cannot inject markup', () => {
    const plain = diagramMarkup({ spec, balls: layout, title: 't', description: 'd', idPrefix: 'p', standalone: true });
    const withCaption = diagramMarkup({
      spec,
      balls: layout,
      title: 't',
      description: 'd',
      idPrefix: 'p',
      standalone: true,
      caption: ['Ruling: Foul', '<script>alert(1)</script> & more'],
    });
    const height = (svg: string) => Number(/ height="(\d+)"/.exec(svg)?.[1]);
    expect(height(withCaption)).toBeGreaterThan(height(plain));
    expect(withCaption).toContain('class="pt-caption pt-caption--head"');
    expect(withCaption).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(withCaption).not.toContain('<script>');
  });
});
