import type { TableStrings } from '../../i18n/table/index.ts';
import { RuleRef } from '../../ui/rules/RuleRef.tsx';
import type { KitchenPlacement } from '../../ui/table/placement.ts';

interface Props {
  readonly t: TableStrings;
  readonly lang: string;
  readonly placement: KitchenPlacement | null;
  /** the current WPA rules chosen: a ball on the head string is read under 6.10 */
  readonly currentRules: boolean;
}

/** The cue ball in hand behind the head string: where it stands against the kitchen, and why (3.10, 2.21; current 6.10). */
export function KitchenPanel({ t, lang, placement, currentRules }: Props) {
  return (
    <section class="pt-panel pt-kitchen-panel" aria-label={t.kitchenTitle} data-testid="kitchen-panel">
      <h3 class="pt-h">{t.kitchenTitle}</h3>
      <p
        class={placement === 'in' ? 'pt-note' : 'pt-warning'}
        data-testid="kitchen-warning"
        data-placement={placement ?? ''}
        aria-live="polite"
      >
        {placement === 'out'
          ? t.kitchenOut
          : placement === 'line'
            ? currentRules
              ? t.kitchenLineCurrent
              : t.kitchenLine
            : t.kitchenIn}
      </p>
      <details class="pt-reading">
        <summary>{t.kitchenWhy}</summary>
        {t.kitchenReading.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <div class="pt-rule-refs">
          <RuleRef lang={lang} id="3.10" />
          <RuleRef lang={lang} id="2.21" />
          {currentRules && <RuleRef lang={lang} id="wpa-6.10" label={t.ruleLink('wpa-6.10')} />}
        </div>
      </details>
    </section>
  );
}
