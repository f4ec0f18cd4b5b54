import { useEffect, useRef } from 'preact/hooks';
import { type Strings, tr } from './strings.ts';

interface Props {
  t: Strings;
  open: boolean;
  unanswered: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The hand-in confirmation: a modal dialog naming how many questions are still open. */
export function HandInDialog({ t, open, unanswered, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      class="qz-dialog"
      aria-labelledby="qz-handin-h"
      aria-describedby="qz-handin-d"
      data-testid="hand-in-dialog"
      onClose={onCancel}
    >
      <h2 id="qz-handin-h">{tr(t, 'quiz.exam.confirmTitle')}</h2>
      <p id="qz-handin-d">
        {unanswered === 0 ? tr(t, 'quiz.exam.confirmAll') : tr(t, 'quiz.exam.confirmOpen', { n: unanswered })}
      </p>
      <div class="qz-actions">
        <button type="button" class="qz-button" onClick={onCancel}>
          {tr(t, 'quiz.exam.keepWorking')}
        </button>
        <button type="button" class="qz-button qz-primary" onClick={onConfirm}>
          {tr(t, 'quiz.exam.confirmHandIn')}
        </button>
      </div>
    </dialog>
  );
}
