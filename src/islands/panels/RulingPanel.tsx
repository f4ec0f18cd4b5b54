import { EDITIONS, type Edition } from '../../core/editions/overrides.ts';
import type { Ruling } from '../../core/rules/shared.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { ruleHref } from '../../ui/rules/href.ts';
import { RuleRef } from '../../ui/rules/RuleRef.tsx';
import { type ComparedField, citedOnlyBy, differingFields, type RulingOutcome } from '../ruling.ts';

interface Props {
  readonly t: TableStrings;
  readonly lang: string;
  /** the ruling under the edition shown */
  readonly outcome: RulingOutcome;
  /** a WPA game: the edition shown, the switch, and the ruling under the other edition */
  readonly editions?: {
    readonly shown: Edition;
    readonly onShow: (e: Edition) => void;
    readonly other: RulingOutcome | null;
  };
}

const ruleHrefOf = (lang: string, id: string): string | undefined => ruleHref(lang, id) ?? undefined;

/** One decision of a ruling in words, for the side-by-side table of the two editions. */
function decision(t: TableStrings, r: Ruling, f: ComparedField): string {
  const foulName = (k: string) => t.foulNames[k] ?? (t.foulName as (k: string) => string | undefined)(k) ?? k;
  switch (f) {
    case 'verdict':
      return r.foul ? `${t.foul}: ${r.fouls.map(foulName).join(', ')}` : t.noFoul;
    case 'result':
      return r.result?.winner ? t.winner(r.result.winner) : t.none;
    case 'next':
      return r.result || !r.next ? t.none : t.player(r.next);
    case 'cueBall':
      return r.result ? t.none : (t.cueBallStates[r.cueBall] ?? r.cueBall);
    case 'options':
      return r.options.length ? r.options.map((o) => t.optionNames[o] ?? o).join('; ') : t.none;
    case 'spotted':
      return r.spotted.length ? t.list(r.spotted.map((b) => t.ball(b))) : t.none;
    case 'score':
      return r.score
        ? Object.entries(r.score)
            .map(([p, n]) => `${p} ${n}`)
            .join(', ')
        : t.none;
    case 'rerack':
      return r.rerack ? t.yes : t.no;
  }
}

/** The switch between the editions of the WPA rules. */
function EditionSwitch({ t, shown, onShow }: { t: TableStrings; shown: Edition; onShow: (e: Edition) => void }) {
  return (
    <fieldset class="pt-editions-switch" data-testid="edition">
      <legend>{t.editionLegend}</legend>
      {EDITIONS.map((e) => (
        <label key={e}>
          <input
            type="radio"
            name="pt-edition"
            value={e}
            checked={e === shown}
            onChange={() => onShow(e)}
            data-testid={`edition-${e}`}
          />{' '}
          {t.editionNames[e]}
        </label>
      ))}
    </fieldset>
  );
}

/** Both editions' rulings side by side where they differ (or a line saying they agree). */
function EditionComparison({
  t,
  lang,
  shown,
  a,
  b,
}: {
  t: TableStrings;
  lang: string;
  shown: Edition;
  a: Ruling | null;
  b: Ruling | null;
}) {
  const [r1999, current] = shown === 'wpa-1999' ? [a, b] : [b, a];
  const fields = r1999 && current ? differingFields(r1999, current) : [];
  return (
    <>
      {r1999 && current && fields.length === 0 && (
        <p class="pt-note" data-testid="editions-same">
          {t.editionsSame}
        </p>
      )}
      {r1999 && current && fields.length > 0 && (
        <table class="pt-editions" data-testid="editions">
          <caption>{t.editionsDiffer}</caption>
          <thead>
            <tr>
              <td />
              {EDITIONS.map((e) => (
                <th scope="col" key={e} class={e === shown ? 'pt-shown' : undefined}>
                  {t.editionShort[e]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f} data-field={f}>
                <th scope="row">{t.comparedFields[f]}</th>
                <td>
                  <mark>{decision(t, r1999, f)}</mark>
                </td>
                <td>
                  <mark>{decision(t, current, f)}</mark>
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.comparedFields.rules}</th>
              {[citedOnlyBy(r1999, current), citedOnlyBy(current, r1999)].map((ids, i) => (
                <td key={EDITIONS[i]}>
                  {ids.length
                    ? ids.map((id, j) => (
                        <span key={id}>
                          {j > 0 && ', '}
                          <a href={ruleHrefOf(lang, id)}>{t.ruleLink(id)}</a>
                        </span>
                      ))
                    : t.none}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
    </>
  );
}

/** The referee's ruling: foul and why, who is next, the cue ball, spotted balls, options, result, cited rules (each opens in place). */
export function RulingPanel({ t, lang, outcome, editions }: Props) {
  const switcher = editions && <EditionSwitch t={t} shown={editions.shown} onShow={editions.onShow} />;
  if (!outcome.ok) {
    return (
      <section class="pt-panel pt-ruling" aria-label={t.rulingTitle} data-testid="ruling">
        <h3 class="pt-h">{t.rulingTitle}</h3>
        {switcher}
        <p>{outcome.reason === 'not-supported' ? t.notSupported : t.refereeFailed(outcome.reason)}</p>
      </section>
    );
  }
  const r = outcome.ruling;
  const foulName = (f: string) => t.foulNames[f] ?? (t.foulName as (k: string) => string | undefined)(f) ?? f;
  return (
    <section class="pt-panel pt-ruling" aria-label={t.rulingTitle} data-testid="ruling">
      <h3 class="pt-h">{t.rulingTitle}</h3>
      {switcher}
      <p class={r.foul ? 'pt-verdict pt-verdict--foul' : 'pt-verdict'} data-testid="verdict">
        {r.foul ? `${t.foul}: ${r.fouls.map(foulName).join(', ')}` : t.noFoul}
      </p>
      <p data-testid="explain">{outcome.explain}</p>
      <dl class="pt-facts">
        {r.result ? (
          <>
            <dt>{t.gameOver}</dt>
            <dd>{r.result.winner ? t.winner(r.result.winner) : r.result.reason}</dd>
          </>
        ) : (
          <>
            <dt>{t.next}</dt>
            <dd data-testid="next">{r.next ? t.player(r.next) : t.none}</dd>
            <dt>{t.cueBallNext}</dt>
            <dd data-testid="cue-ball">{t.cueBallStates[r.cueBall] ?? r.cueBall}</dd>
          </>
        )}
        {r.spotted.length > 0 && (
          <>
            <dt>{t.spotted}</dt>
            <dd>{t.list(r.spotted.map((b) => t.ball(b)))}</dd>
          </>
        )}
        {r.options.length > 0 && (
          <>
            <dt>{t.options}</dt>
            <dd>
              <ul>
                {r.options.map((o) => (
                  <li key={o}>{t.optionNames[o] ?? o}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {r.rules.length > 0 && (
          <>
            <dt>{t.rulesApplied}</dt>
            <dd>
              <ul class="pt-rules">
                {r.rules.map((id) => (
                  <li key={id}>
                    <RuleRef lang={lang} id={id} label={t.ruleLink(id)} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {editions && (
        <EditionComparison
          t={t}
          lang={lang}
          shown={editions.shown}
          a={r}
          b={editions.other?.ok ? editions.other.ruling : null}
        />
      )}
    </section>
  );
}
