/** The score sheet of a game that scores (14.1's first): innings, balls, fouls and running totals, as a referee keeps it on paper. */
import type { SheetRow } from '../../core/match/controller.ts';
import type { MatchStrings } from '../../i18n/match/index.ts';

/** A count as printed: a true minus sign for a negative one. */
export const count = (n: number): string => (n < 0 ? `−${-n}` : String(n));

export function ScoreSheet({
  t,
  rows,
  names = (id) => id,
}: {
  t: MatchStrings;
  rows: readonly SheetRow[];
  /** a side's name as shown (a team's players) */
  names?: (side: string) => string;
}) {
  const c = t.sheetCols;
  return (
    <section class="mt-sheet" aria-labelledby="mt-sheet-title">
      <h2 id="mt-sheet-title">{t.sheet}</h2>
      {/* a narrow screen scrolls the sheet sideways: the keyboard reaches it too */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <div class="mt-sheet-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{c.inning}</th>
              <th scope="col">{c.player}</th>
              <th scope="col">{c.balls}</th>
              <th scope="col">{c.fouls}</th>
              <th scope="col">{c.penalty}</th>
              <th scope="col">{c.total}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.game}-${r.player}-${r.inning}`}>
                <td>{rows.some((x) => x.game > 1) ? `${r.game}.${r.inning}` : r.inning}</td>
                <th scope="row">{names(r.player)}</th>
                <td>{r.balls}</td>
                <td>{r.fouls}</td>
                <td>{count(-r.penalty)}</td>
                <td>{count(r.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
