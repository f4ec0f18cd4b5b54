/**
 * The board of a rule page's example, drawn in the browser when the example is opened: the position
 * its permalink (`/{lang}/s/?v1.…`) carries, by the table's own renderer (no sandbox, no physics).
 * Loaded on demand by the page's script.
 */
import { parse } from '../../core/notation/index.ts';
import { standardTable } from '../../core/table/index.ts';
import type { Lang } from '../../i18n/paths.ts';
import { tableStrings } from '../../i18n/table/index.ts';
import { diagramMarkup, layoutText } from '../../ui/table/index.ts';
import '../../ui/table/table.css';

/** The scenario text of a permalink (what follows `?`), or the scenario text itself. */
export const scenarioOf = (href: string): string => href.slice(href.indexOf('?') + 1);

/** The SVG of the permalink's position; throws naming the field when the link does not parse. */
export function boardSvg(href: string, lang: Lang, title: string, idPrefix: string): string {
  const parsed = parse(scenarioOf(href));
  if (!parsed.ok) throw new Error(`${href}: ${parsed.field}: ${parsed.reason}`);
  const spec = standardTable(parsed.value.table);
  const balls = parsed.value.balls.map(([ball, at]) => ({ ball, at }));
  return diagramMarkup({ spec, balls, title, description: layoutText(tableStrings(lang), spec, balls), idPrefix });
}
