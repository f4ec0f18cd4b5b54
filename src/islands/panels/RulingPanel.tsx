import type { TableStrings } from '../../i18n/table/index.ts';
import { RuleRef } from '../../ui/rules/RuleRef.tsx';
import type { RulingOutcome } from '../ruling.ts';

interface Props {
  readonly t: TableStrings;
  readonly lang: string;
  readonly outcome: RulingOutcome;
}

/** The referee's ruling: foul and why, who is next, the cue ball, spotted balls, options, result, cited rules (each opens in place). */
export function RulingPanel({ t, lang, outcome }: Props) {
  if (!outcome.ok) {
    return (
      <section class="pt-panel pt-ruling" aria-label={t.rulingTitle} data-testid="ruling">
        <h3 class="pt-h">{t.rulingTitle}</h3>
        <p>{outcome.reason === 'not-supported' ? t.notSupported : t.refereeFailed(outcome.reason)}</p>
      </section>
    );
  }
  const r = outcome.ruling;
  const foulName = (f: string) => t.foulNames[f] ?? (t.foulName as (k: string) => string | undefined)(f) ?? f;
  return (
    <section class="pt-panel pt-ruling" aria-label={t.rulingTitle} data-testid="ruling">
      <h3 class="pt-h">{t.rulingTitle}</h3>
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
    </section>
  );
}
