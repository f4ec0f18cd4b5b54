/** The last ruling in words, and each paragraph it cites opening in place as the rule pop-overs do. */
import type { MatchRuling } from '../../core/match/race.ts';
import type { MatchStrings } from '../../i18n/match/index.ts';
import { explainIn, type RulingLanguage } from '../../i18n/rulings/render.ts';
import { RuleRef } from '../../ui/rules/RuleRef.tsx';

interface Props {
  t: MatchStrings;
  lang: 'en' | 'ru';
  last: MatchRuling | null;
  words: RulingLanguage | null;
}

export function RulingView({ t, lang, last, words }: Props) {
  return (
    <section class="mt-ruling" aria-labelledby="mt-ruling-title">
      <h2 id="mt-ruling-title">{t.ruling}</h2>
      <p aria-live="polite" class="mt-explain">
        {last === null ? t.noRuling : words ? explainIn(words, last) : ''}
      </p>
      {last !== null && last.rules.length > 0 ? (
        <ul class="mt-rules">
          {last.rules.map((id) => (
            <li key={id}>
              <RuleRef lang={lang} id={id} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
