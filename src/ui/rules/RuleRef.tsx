import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { RuleText } from './extract.ts';
import { ruleHref, ruleLocation } from './href.ts';
import { loadRuleText } from './load.ts';
import { ruleRefStrings } from './strings.ts';
import './rule-ref.css';

export interface RuleRefProps {
  /** The page's language: the text, the words and the link are in it. */
  readonly lang: string;
  /** A rule as the referee cites it: `3.10`, `2.21`, `six-ball/8.4`. */
  readonly id: string;
  /** The button's words (default: "Rule 3.10"). */
  readonly label?: string;
}

type State =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'shown'; rule: RuleText }
  | { kind: 'missing' }
  | { kind: 'failed' };

/**
 * A cited rule that opens in place (a block: put it in a list item or a div, not in a <p>): a
 * disclosure button (aria-expanded, aria-controls) and, under it, the paragraph's number, title and text in the page's language, with a link to the
 * paragraph on its page. Escape closes it and gives the focus back to the button. The text is
 * fetched on first opening (see load.ts), so a page can cite many rules for the price of none.
 * An id the site has no page for is plain text, never a broken link.
 */
export function RuleRef({ lang, id, label }: RuleRefProps) {
  const s = ruleRefStrings(lang);
  const at = ruleLocation(id);
  const href = ruleHref(lang, id);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'closed' });
  const open = state.kind !== 'closed';
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  // Escape, with the focus on the button or in the text, closes it and gives the focus back.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      const focus = document.activeElement;
      if (e.key !== 'Escape' || !wrapper.current || !focus || !wrapper.current.contains(focus)) return;
      e.preventDefault();
      setState({ kind: 'closed' });
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!at || !href) return <span class="rr-plain">{label ?? s.rule(id)}</span>;
  const number = at.number;

  const toggle = () => {
    if (open) {
      setState({ kind: 'closed' });
      return;
    }
    setState({ kind: 'loading' });
    loadRuleText(lang, id).then(
      (rule) =>
        alive.current &&
        setState((st) => (st.kind === 'closed' ? st : rule ? { kind: 'shown', rule } : { kind: 'missing' })),
      () => alive.current && setState((st) => (st.kind === 'closed' ? st : { kind: 'failed' })),
    );
  };

  return (
    <div class="rr" ref={wrapper}>
      <button
        ref={button}
        type="button"
        class="rr-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-rule={id}
        onClick={toggle}
      >
        {label ?? s.rule(number)}
      </button>
      <section id={panelId} class="rr-panel" aria-label={s.rule(number)} hidden={!open} aria-live="polite">
        {state.kind === 'loading' && <span class="rr-p">{s.loading}</span>}
        {state.kind === 'shown' && (
          <>
            <span class="rr-title">
              <strong>{state.rule.number}</strong> {state.rule.title}
            </span>
            {state.rule.text.map((p, i) => (
              <span class="rr-p" key={`${i}:${p.slice(0, 16)}`}>
                {p}
              </span>
            ))}
          </>
        )}
        {state.kind === 'missing' && <span class="rr-p">{s.missing}</span>}
        {state.kind === 'failed' && <span class="rr-p">{s.failed}</span>}
        <a class="rr-link" href={href}>
          {s.open(number)}
        </a>
      </section>
    </div>
  );
}
