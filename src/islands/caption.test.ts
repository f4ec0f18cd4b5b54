import { describe, expect, test } from 'vitest';
import { tableStrings } from '../i18n/table/index.ts';
import { captionLines } from './caption.ts';
import { ruleOnShot } from './ruling.ts';

describe('the caption of an exported picture', () => {
  test('under the current rules it names the edition and prints current paragraphs as WPA 2016', async () => {
    const layout = [
      { ball: 'cue' as const, at: [0.7, 0.635] as const },
      { ball: 1 as const, at: [1.5, 0.635] as const },
    ];
    const situation = { shooter: 'A' as const, nonBall: ['miscue-jump' as const] };
    const events = [
      { type: 'hit' as const, ball: 'cue' as const, target: 1 as const },
      { type: 'rail' as const, ball: 1 as const, rail: 'foot' as const },
    ];
    const outcome = await ruleOnShot({ game: 'nine-ball', situation }, layout, events as never, 'en', 'wpa-current');
    const x = {
      t: tableStrings('en'),
      lang: 'en',
      game: 'nine-ball' as const,
      situation,
      shot: { heading: 0, speed: 2, side: 0, height: 0 },
      outcome,
      played: true,
      link: 'https://example.org/en/s/?v1',
    };
    const lines = await captionLines({ ...x, edition: 'wpa-current' });
    expect(lines).toContain('Rules: Current WPA Rules of Play.');
    expect(lines.join('\n')).toMatch(/WPA 2016 6\b/);
    expect(lines.join('\n')).not.toMatch(/wpa-6/);
    expect(await captionLines({ ...x, edition: 'wpa-1999' })).not.toContain('Rules: Current WPA Rules of Play.');
  });
});
