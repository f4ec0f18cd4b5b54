/** The trainer's keys while a question is asked. */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { ClientItem } from '../../quiz/payload.ts';
import { activeGroup } from './trainer-filters.ts';

/** What the keys act on: this render's question, whether it is checked, and the actions. */
export interface AnswerKeysState {
  item: ClientItem | undefined;
  result: unknown;
  check: () => void;
  next: () => void;
  replay: () => void;
}

/**
 * Keys inside `rootRef`'s element: 1–9 choose in the group being answered, Enter checks and then
 * goes on, R asks again.
 */
export function useAnswerKeys(rootRef: RefObject<HTMLElement>, state: AnswerKeysState): void {
  // The handler is added once and reads this render's state through a ref: effects run only
  // after the next frame, and a handler renewed there would still see the answer before the last
  // choice (Enter then checked nothing) or the question before its check (Enter checked it again).
  const keys = useRef(state);
  keys.current = state;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { item, result, check, next, replay } = keys.current;
      if (!item) return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      const typing =
        target?.tagName === 'SELECT' ||
        target?.tagName === 'TEXTAREA' ||
        (target?.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text');
      const root = rootRef.current;
      if (!root || (target && !root.contains(target) && target !== document.body)) return;
      if (/^[1-9]$/.test(e.key) && !typing && result === null) {
        const group = activeGroup(root);
        const input = group?.querySelectorAll<HTMLInputElement>('input')[Number(e.key) - 1];
        if (input && !input.disabled) {
          e.preventDefault();
          if (input.type === 'checkbox' || !input.checked) input.click();
          input.focus();
        }
      } else if (e.key === 'Enter') {
        const tag = target?.tagName;
        if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || tag === 'SELECT') return;
        e.preventDefault();
        if (result === null) check();
        else next();
      } else if ((e.key === 'r' || e.key === 'R') && !typing && result !== null) {
        e.preventDefault();
        replay();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rootRef]);
}
