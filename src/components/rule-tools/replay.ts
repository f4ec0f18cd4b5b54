/**
 * The replay of a rule page's example, asked for by its button: the table widget (TableSandbox)
 * with the permalink's position and shot, in place of the drawn board. Loaded on demand, with the
 * physics, only when a reader asks for a replay.
 */
import { h, render } from 'preact';
import type { Lang } from '../../i18n/paths.ts';
import { loadTableStrings } from '../../i18n/table/load.ts';
import TableSandbox from '../../islands/TableSandbox.tsx';
import { scenarioOf } from './board.ts';

export async function mountReplay(box: HTMLElement, href: string, lang: Lang, idPrefix: string): Promise<void> {
  const t = await loadTableStrings(lang);
  box.replaceChildren();
  render(h(TableSandbox, { lang, t, scenario: scenarioOf(href), idPrefix, embedded: true }), box);
}
