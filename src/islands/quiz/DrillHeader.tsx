/**
 * What a drilling trainer says it drills, before "seen n of m": a drill of chosen questions, or one
 * rule paragraph (`?rule=5.6`, from a rule page or the progress map) by its number and title, linked
 * back to the paragraph on its page.
 */
import type { RuleLink } from '../../quiz/payload.ts';
import { type Strings, tr } from './strings.ts';

interface Cited {
  readonly refs: Record<string, RuleLink>;
}

/** The paragraph's link as the bank's questions carry it (authored ones first, then generated ones). */
function drilledRule(
  bank: { readonly questions: readonly Cited[]; readonly scenarios: readonly Cited[] },
  rule: string,
): RuleLink | null {
  return (bank.questions.find((q) => q.refs[rule]) ?? bank.scenarios.find((q) => q.refs[rule]))?.refs[rule] ?? null;
}

export function DrillHeader({
  t,
  bank,
  rule,
}: {
  t: Strings;
  bank: { readonly questions: readonly Cited[]; readonly scenarios: readonly Cited[] };
  /** the paragraph drilled; null: a drill of chosen questions */
  rule: string | null;
}) {
  if (!rule) return <>{tr(t, 'quiz.trainer.drilling')} · </>;
  const link = drilledRule(bank, rule);
  const [before, after = ''] = tr(t, 'quiz.trainer.drillingRule').split('{r}');
  const name = `${rule.split('/').pop()}${link ? ` ${link.title}` : ''}`;
  return (
    <>
      <span data-testid="drill-rule">
        {before}
        {link ? <a href={link.href}>{name}</a> : name}
        {after}
      </span>{' '}
      ·{' '}
    </>
  );
}
