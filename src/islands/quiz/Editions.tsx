/**
 * The editions of the WPA rules in the trainer and the exam: the switch (remembered in the learner's
 * progress), the line saying which edition a changed question asks about, and both rulings side by
 * side after the answer, the fields where they differ marked (the entries are built by src/quiz/editions.ts).
 */
import type { Edition } from '../../core/editions/overrides.ts';
import type { ClientItem, EditionDecision } from '../../quiz/payload.ts';
import type { ComparedField } from '../ruling.ts';
import { ballName } from './narrate.ts';
import { capitalize, type Strings, tr } from './strings.ts';

/** The editions in the order offered (ruling.ts's EDITIONS, without importing the engine's tables). */
export const EDITION_CHOICES: readonly Edition[] = ['wpa-1999', 'wpa-current'];

const otherEdition = (e: Edition): Edition => (e === 'wpa-1999' ? 'wpa-current' : 'wpa-1999');

/** The switch between the editions; the choice applies at once and is remembered. */
export function EditionSwitch({
  t,
  edition,
  onChange,
  name,
}: {
  t: Strings;
  edition: Edition;
  onChange: (e: Edition) => void;
  /** the radio group's name (one per page) */
  name: string;
}) {
  return (
    <fieldset class="qz-field qz-editions" data-testid="edition">
      <legend>{tr(t, 'quiz.edition.legend')}</legend>
      {EDITION_CHOICES.map((e) => (
        <label key={e} class="qz-choice">
          <input
            type="radio"
            name={name}
            value={e}
            checked={edition === e}
            onChange={() => onChange(e)}
            data-testid={`edition-${e}`}
          />
          <span>{tr(t, `quiz.edition.${e}`)}</span>
        </label>
      ))}
      <p class="qz-hint">{tr(t, 'quiz.edition.hint')}</p>
    </fieldset>
  );
}

/** A question whose answer changed says which edition it asks about. */
export function EditionAsks({ t, item }: { t: Strings; item: ClientItem }) {
  if (!item.change) return null;
  const e = item.change.asks;
  return (
    <p class="qz-edition-asks" data-testid="edition-asks" data-edition={e}>
      {tr(t, 'quiz.edition.asks', {
        e: tr(t, `quiz.edition.name.${e}`),
        other: tr(t, `quiz.edition.name.${otherEdition(e)}`),
      })}
    </p>
  );
}

/** Nothing to decide (the game is over, no score kept, no paragraph of its own). */
const NONE = '—';

const who = (t: Strings, p: string | null) => (p === null ? tr(t, 'quiz.nobody') : tr(t, 'quiz.player', { p }));

/** One decision of one edition in words. */
function decision(t: Strings, d: EditionDecision, f: ComparedField): string {
  switch (f) {
    case 'verdict':
      return d.foul
        ? `${tr(t, 'quiz.yes')}: ${d.fouls.map((x) => tr(t, `quiz.foul.${x}`)).join('; ')}`
        : tr(t, 'quiz.noFoul');
    case 'result':
      return d.over
        ? d.winner
          ? tr(t, 'quiz.wins', { p: d.winner })
          : tr(t, 'quiz.edition.gameOver')
        : tr(t, 'quiz.notOver');
    case 'next':
      return d.over ? NONE : who(t, d.next);
    case 'cueBall':
      return d.over ? NONE : tr(t, `quiz.cueBall.${d.cueBall}`);
    case 'options':
      return d.options.length ? d.options.map((o) => tr(t, `quiz.option.${o}`)).join('; ') : tr(t, 'quiz.optionsNone');
    case 'spotted':
      return d.spotted.length ? d.spotted.map((b) => capitalize(ballName(t, b))).join(', ') : tr(t, 'quiz.spottedNone');
    case 'score':
      return d.score
        ? Object.entries(d.score)
            .map(([p, n]) => `${p} ${n}`)
            .join(', ')
        : NONE;
    case 'rerack':
      return tr(t, d.rerack ? 'quiz.edition.rerack' : 'quiz.edition.noRerack');
  }
}

/**
 * The edition a cell belongs to, written in the cell for narrow screens, where the rows are stacked
 * and the column headings are out of sight (on wide screens the heading above says it: hidden).
 */
function EditionLabel({ t, e, asked }: { t: Strings; e: Edition; asked: Edition }) {
  return <span class={`qz-ec-label${e === asked ? ' qz-ec-asked' : ''}`}>{tr(t, `quiz.edition.short.${e}`)}</span>;
}

/**
 * Both rulings side by side, the differing fields marked: "Foul — 1999: no foul · current: yes, …",
 * and the paragraphs each edition cites that the other does not, as links. On a narrow screen each
 * field is stacked, its two rulings one under the other, each named (quiz.css).
 */
export function EditionCompare({ t, item }: { t: Strings; item: ClientItem }) {
  const change = item.change;
  if (!change) return null;
  const label = (id: string) => item.refs[id]?.label ?? id;
  return (
    <table class="qz-editions-compare" data-testid="editions-compare">
      <caption>{tr(t, change.fields.length ? 'quiz.edition.compare' : 'quiz.edition.compareCited')}</caption>
      <thead>
        <tr>
          <td class="qz-ec-cell" />
          {EDITION_CHOICES.map((e) => (
            <th key={e} scope="col" class={`qz-ec-cell qz-ec-edition${e === change.asks ? ' qz-ec-asked' : ''}`}>
              {tr(t, `quiz.edition.short.${e}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {change.fields.map((f) => (
          <tr key={f} data-field={f}>
            <th scope="row" class="qz-ec-cell qz-ec-field">
              {tr(t, `quiz.edition.field.${f}`)}
            </th>
            {EDITION_CHOICES.map((e) => (
              <td key={e} class="qz-ec-cell" data-edition={e}>
                <EditionLabel t={t} e={e} asked={change.asks} />
                <span class="qz-ec-value">
                  <mark>{decision(t, change.rulings[e], f)}</mark>
                </span>
              </td>
            ))}
          </tr>
        ))}
        <tr data-field="rules">
          <th scope="row" class="qz-ec-cell qz-ec-field">
            {tr(t, 'quiz.edition.field.rules')}
          </th>
          {EDITION_CHOICES.map((e) => {
            const ids = change.rulings[e].rules;
            return (
              <td key={e} class="qz-ec-cell" data-edition={e}>
                <EditionLabel t={t} e={e} asked={change.asks} />
                <span class="qz-ec-value">
                  {ids.length
                    ? ids.map((id, i) => (
                        <span key={id}>
                          {i > 0 ? ', ' : ''}
                          <a href={item.refs[id]?.href} title={item.refs[id]?.title} data-rule={id}>
                            {label(id)}
                          </a>
                        </span>
                      ))
                    : NONE}
                </span>
              </td>
            );
          })}
        </tr>
      </tbody>
    </table>
  );
}
