/** The trainer's start screen as the server draws it (and the page hydrates it): the filter form waits for its section to open. */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import { TrainerStart } from './TrainerStart.tsx';
import { DEFAULT_FILTERS } from './trainer-filters.ts';

const html = renderToString(
  h(TrainerStart, {
    t: quizStringsFor('en'),
    edition: 'wpa-1999',
    loading: true,
    seen: 0,
    total: 0,
    count: 0,
    filters: DEFAULT_FILTERS,
    onFilters: () => {},
    fouls: ['wrong-ball-first'],
    onEdition: () => {},
    onStart: () => {},
    streak: { on: false, run: 0, best: 0 },
    onStreak: () => {},
  }),
);

test('the filters section is drawn closed, its title only: the form comes when it is first opened', () => {
  expect(html).toMatch(/<details class="qz-settings"><summary>[^<]+<\/summary><\/details>/);
  expect(html).not.toContain('qz-filters');
  expect(html).not.toContain('name="qz-source"');
});

test('the start button and the summary are there from the first paint', () => {
  expect(html).toContain('data-testid="start"');
  expect(html).toContain('data-testid="trainer-summary"');
});
